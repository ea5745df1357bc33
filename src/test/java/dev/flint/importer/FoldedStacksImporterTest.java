package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.util.List;
import org.junit.jupiter.api.Test;

class FoldedStacksImporterTest {
    @Test
    void eachLineIsASampleWeighingItsCount() throws Exception {
        var profile = Loads.text("main;parse;lex 12\nmain;parse 3\r\n\n# comment\nmain;render 5\n", "perf.txt");
        assertEquals(ProfileFormat.FOLDED, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(WeightType.SAMPLES, thread.weightType());
        assertEquals(List.of("main;parse;lex", "main;parse", "main;render"), Loads.samplePaths(thread));
        assertEquals(12, thread.samples().weight(0));
        assertEquals(5, thread.samples().weight(2));
        assertEquals(15, thread.samples().timeMicros(2), "laid out one microsecond per count");
        assertEquals(4, thread.stacks().size(), "main, main;parse, main;parse;lex, main;render");
    }

    @Test
    void asyncProfilerTiersOfOneMethodAreOneFunc() throws Exception {
        ProfileThread thread = Loads.text("Thread.run;Work.go_[j] 4\nThread.run;Work.go_[i] 1\nThread.run;Work.go 2\n",
                "collapsed").threads().get(0);
        assertEquals(List.of("Thread.run;Work.go", "Thread.run;Work.go", "Thread.run;Work.go"), Loads.samplePaths(thread));
        assertEquals(2, thread.funcs().size());
        assertEquals(4, thread.frames().size(), "Thread.run plus three frames of Work.go");
        int jit = thread.stacks().frame(thread.samples().stack(0));
        assertEquals("jit", thread.strings().get(thread.frames().implementation(jit)));
    }

    @Test
    void v8TiersFromPerfAreOneFunc() throws Exception {
        ProfileThread thread = Loads.text("node;JS:*fib a.js:6:13 3\nnode;JS:~fib a.js:6:13 1\n", "perf.folded")
                .threads().get(0);
        assertEquals(List.of("node;JS:fib a.js:6:13", "node;JS:fib a.js:6:13"), Loads.samplePaths(thread));
        int optimized = thread.stacks().frame(thread.samples().stack(0));
        assertEquals("optimized", thread.strings().get(thread.frames().implementation(optimized)));
    }

    @Test
    void refusesALineWithoutACount() {
        assertEquals("f.folded: line 2: the line does not end in a count: 'a;b c'",
                Loads.error("a;b 1\na;b c\n", "f.folded"));
    }
}
