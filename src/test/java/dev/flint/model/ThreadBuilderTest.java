package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The thread builder every importer fills: interning, appending, the checks, and what it builds. */
class ThreadBuilderTest {
    @Test
    void threadsMadeWithSharingTablesShareTheStackSideTablesNotTheirSamples() {
        ThreadBuilder first = new ThreadBuilder(1, 1);
        int main = first.frame(first.func("main", -1, null, -1, -1, true, false), -1);
        int root = first.stack(-1, main);
        first.addSample(root, 0);
        ThreadBuilder second = first.sharingTables(1, 2).name("worker");
        // Interning in the second finds the first's rows; rows it adds are the first's too.
        assertEquals(root, second.stack(-1, second.frame(second.func("main", -1, null, -1, -1, true, false), -1)));
        int work = second.stack(root, second.frame(second.func("work", -1, null, -1, -1, true, false), -1));
        second.addSample(work, 5);
        second.addSample(work, 6);
        ProfileThread one = first.build();
        ProfileThread two = second.build();
        assertTrue(one.stacks() == two.stacks() && one.funcs() == two.funcs() && one.strings() == two.strings(),
                "the same table objects, not copies");
        assertEquals(2, one.stacks().size());
        assertEquals(1, one.samples().size());
        assertEquals(2, two.samples().size());
        assertEquals("worker", two.name());
        assertEquals("", one.name());
    }

    @Test
    void internsEqualRowsAndKeepsDistinctOnesApart() {
        ThreadBuilder b = new ThreadBuilder(7, 8).name("main").processName("proc");
        int url = b.urlResource("https://a.test/app.js");
        assertEquals(url, b.urlResource("https://a.test/app.js"));
        assertEquals(-1, b.urlResource(""));
        int lib = b.addLib("libc.so", "/lib/libc.so", null, null, 0x1000, 0x2000);
        int libResource = b.resource("libc.so", ResourceKind.LIBRARY, lib);
        assertNotEquals(url, libResource);
        assertEquals(libResource, b.resource("libc.so", ResourceKind.LIBRARY, lib));

        int fib = b.func("fib", url, "https://a.test/app.js", 3, 10, true, false);
        assertEquals(fib, b.func("fib", url, "https://a.test/app.js", 3, 10, true, false));
        assertNotEquals(fib, b.func("fib", url, "https://a.test/app.js", 4, 10, true, false), "another line");
        assertNotEquals(fib, b.func("fib", url, "https://a.test/app.js", 3, 10, false, false), "not JS");
        int anonymous = b.func(null, -1, null, -1, -1, false, false);
        assertEquals("", b.stringAt(b.build().funcs().name(anonymous)));
    }

    @Test
    void stacksFormATreeWhateverOrderTheFramesComeIn() {
        ThreadBuilder b = new ThreadBuilder(1, 1);
        int main = b.frame(b.func("main", -1, null, -1, -1, false, false), -1);
        int work = b.frame(b.func("work", -1, null, -1, -1, false, false), -1);
        int leaf = b.frame(b.func("leaf", -1, null, -1, -1, false, false), -1);
        int rootFirst = b.stackRootFirst(new int[] {main, work, leaf}, 0, 3);
        int leafFirst = b.stackLeafFirst(new int[] {99, leaf, work, main}, 1, 4);
        assertEquals(rootFirst, leafFirst);
        assertEquals(3, b.stackCount());
        assertEquals(b.stack(b.stack(-1, main), work), b.stackPrefix(rootFirst));
        assertEquals(-1, b.stackRootFirst(new int[0], 0, 0), "no frames: no stack");
        b.addSample(rootFirst, 10);
        b.addSample(-1, 20);
        ProfileThread thread = b.build();
        assertEquals(3, thread.stacks().depth(thread.samples().stack(0)));
        assertEquals(-1, thread.samples().stack(1));
        assertFalse(thread.samples().hasWeights());
        assertEquals("1:1", thread.key());
    }

    @Test
    void appendedRowsKeepTheFilesIndexesAndInterningFindsThemLater() {
        ThreadBuilder b = new ThreadBuilder(1, 1);
        int name = b.string("f");
        int f0 = b.addFunc(name, -1, -1, -1, -1, false, false);
        int f1 = b.addFunc(name, -1, -1, -1, -1, false, false);
        assertEquals(0, f0);
        assertEquals(1, f1, "appending never merges");
        assertEquals(f0, b.funcOfStrings(name, -1, -1, -1, -1, false, false), "the first equal row wins");
        int frame = b.addFrame(f0, 1, 2, -1, -1, -1, -1, 0);
        int s0 = b.addStack(-1, frame);
        int s1 = b.addStack(-1, frame);
        assertNotEquals(s0, s1);
        assertEquals(s0, b.stack(-1, frame));
        assertEquals(frame, b.frame(f0, 1, 2, -1, -1, -1, -1, 0));
        assertEquals(2, b.stackCount());
        int r0 = b.addResource("a.js", ResourceKind.URL, -1);
        int r1 = b.addResource("a.js", ResourceKind.URL, -1);
        assertNotEquals(r0, r1);
        assertEquals(r0, b.urlResource("a.js"));
    }

    @Test
    void badReferencesAreRefused() {
        ThreadBuilder b = new ThreadBuilder(1, 1);
        int func = b.func("f", -1, null, -1, -1, false, false);
        int frame = b.frame(func, -1);
        int stack = b.stack(-1, frame);
        assertThrows(IllegalArgumentException.class, () -> b.func("g", 3, null, -1, -1, false, false), "resource 3");
        assertThrows(IllegalArgumentException.class, () -> b.frame(5, -1), "func 5");
        assertThrows(IllegalArgumentException.class, () -> b.stack(stack + 1, frame), "a prefix after the stack");
        assertThrows(IllegalArgumentException.class, () -> b.addStack(-2, frame));
        assertThrows(IllegalArgumentException.class, () -> b.stack(-1, 9), "frame 9");
        assertThrows(IllegalArgumentException.class, () -> b.addSample(4, 0));
        assertThrows(IllegalArgumentException.class, () -> b.addSample(stack, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> b.addSample(stack, 0, Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> b.addLineHit(-1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> b.stackLeafFirst(new int[] {frame}, 0, 2));
        assertThrows(IllegalArgumentException.class, () -> b.resource("x", ResourceKind.LIBRARY, 0), "no lib 0");
        assertEquals(1, b.stackCount(), "a refused row is not added");
    }

    @Test
    void weightsUnitsAndIdentity() {
        ThreadBuilder b = new ThreadBuilder(3, 4).weightType(WeightType.BYTES).processUrl("https://x.test");
        int frame = b.frame(b.func("alloc", -1, null, -1, -1, false, false), -1);
        int stack = b.stack(-1, frame);
        b.addSample(stack, 0, 4096);
        b.addSample(stack, 1);
        ProfileThread thread = b.build();
        assertEquals(WeightType.BYTES, thread.weightType());
        assertEquals(4096, thread.samples().weight(0));
        assertEquals(1, thread.samples().weight(1));
        assertEquals("https://x.test", thread.processUrl());
        assertNull(thread.cpuProfile());
        assertThrows(IllegalStateException.class, b::build, "one builder, one thread");
    }

    @Test
    void devToolsWeightsAreTheMillisecondsToTheNextSample() {
        ThreadBuilder b = new ThreadBuilder(1, 1).weighSamplesAsDevTools(Double.NaN);
        int stack = b.stack(-1, b.frame(b.func("f", -1, null, -1, -1, true, false), -1));
        b.addSample(stack, 1000);
        b.addSample(stack, 3000);
        b.addSample(stack, 4000);
        ProfileThread thread = b.build();
        assertEquals(WeightType.TRACING_MS, thread.weightType());
        assertEquals(2.0, thread.samples().weight(0));
        assertEquals(1.0, thread.samples().weight(1));
        assertEquals(1.5, thread.samples().weight(2), "the last lasts the average interval");
    }

    @Test
    void samplesThatStepBackBuildTheSameThreadInTimeOrderWithTheirWeights() {
        // A built thread's columns are the builder's own, rows past the samples being room (the columns grew by
        // half): nothing of them may be lost, kept past the count, or left out of order.
        ThreadBuilder b = new ThreadBuilder(1, 1).weighSamplesAsDevTools(Double.NaN);
        int f = b.stack(-1, b.frame(b.func("f", -1, null, -1, -1, true, false), -1));
        int g = b.stack(f, b.frame(b.func("g", -1, null, -1, -1, true, false), -1));
        b.addSample(f, 1000);
        b.addSample(g, 4000);
        b.addSample(f, 3000); // V8's samples may step back: the model holds them in time order
        b.addSample(g, 7000);
        ProfileThread thread = b.build();
        SampleTable samples = thread.samples();
        assertEquals(4, samples.size());
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < samples.size(); i++) {
            rows.append(samples.stack(i)).append('@').append(samples.timeMicros(i)).append('=')
                    .append(samples.weight(i)).append(' ');
        }
        assertEquals(f + "@1000.0=2.0 " + f + "@3000.0=1.0 " + g + "@4000.0=3.0 " + g + "@7000.0=2.0 ",
                rows.toString());
    }

    @Test
    void adoptedSampleColumnsWithRoomBuildTheSameThreadAsAddedSamples() {
        // A V8 profile hands its own columns over, longer than its samples (rows past them are room): the thread
        // built from them has the samples, order and DevTools weights of one built by adding them.
        ThreadBuilder adopted = new ThreadBuilder(1, 1).weighSamplesAsDevTools(Double.NaN);
        int f = adopted.stack(-1, adopted.frame(adopted.func("f", -1, null, -1, -1, true, false), -1));
        int g = adopted.stack(f, adopted.frame(adopted.func("g", -1, null, -1, -1, true, false), -1));
        adopted.adoptSamples(new int[] {f, g, f, g, -1, 99, 99}, new double[] {1000, 4000, 3000, 7000, 8000, -5, -5, -5}, 5);
        ThreadBuilder added = new ThreadBuilder(1, 1).weighSamplesAsDevTools(Double.NaN);
        added.stack(-1, added.frame(added.func("f", -1, null, -1, -1, true, false), -1));
        added.stack(f, added.frame(added.func("g", -1, null, -1, -1, true, false), -1));
        added.addSample(f, 1000);
        added.addSample(g, 4000);
        added.addSample(f, 3000);
        added.addSample(g, 7000);
        added.addSample(-1, 8000);
        String expected = sampleRows(added.build().samples());
        assertTrue(expected.startsWith(f + "@1000.0=2.0 " + f + "@3000.0=1.0 " + g + "@4000.0=3.0 "), expected);
        assertEquals(expected, sampleRows(adopted.build().samples()));
    }

    @Test
    void adoptedSamplesAreCheckedAsAddedOnes() {
        ThreadBuilder b = new ThreadBuilder(3, 4);
        int f = b.stack(-1, b.frame(b.func("f", -1, null, -1, -1, true, false), -1));
        IllegalArgumentException noStack = assertThrows(IllegalArgumentException.class,
                () -> b.adoptSamples(new int[] {f, 7}, new double[] {1, 2}, 2));
        assertEquals("stack 7 does not exist (there are 1)", noStack.getMessage());
        ValueRangeException badTime = assertThrows(ValueRangeException.class,
                () -> b.adoptSamples(new int[] {f, f}, new double[] {1, Double.NaN}, 2));
        assertEquals("thread 3:4, sample 1", badTime.where());
        b.addSample(f, 1);
        assertThrows(IllegalStateException.class, () -> b.adoptSamples(new int[] {f}, new double[] {2}, 1),
                "a thread with samples takes no columns");
    }

    private static String sampleRows(SampleTable samples) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < samples.size(); i++) {
            rows.append(samples.stack(i)).append('@').append(samples.timeMicros(i)).append('=')
                    .append(samples.weight(i)).append(' ');
        }
        return rows.toString();
    }

    @Test
    void traceEventsAndLineHits() {
        ThreadBuilder b = new ThreadBuilder(1, 2);
        int event = b.addTraceEvent(b.string("Task"), b.string("toplevel"), 'B', 5, Double.NaN, null);
        b.setTraceEventDuration(event, 7);
        int stack = b.stack(-1, b.frame(b.func("f", -1, null, -1, -1, true, false), -1));
        b.addLineHit(stack, 12, 3);
        assertThrows(IllegalArgumentException.class, () -> b.addTraceEvent(99, 0, 'X', 0, 1, null));
        ProfileThread thread = b.build();
        assertEquals(1, thread.traceEvents().size());
        assertEquals(7, thread.traceEvents().durationMicros(0));
        assertEquals(12, thread.lineHits().line(0));
        assertTrue(thread.lineHits().size() == 1);
    }

    @Test
    void samplesAddedInAnyOrderAreBuiltInTimeOrderWithTheirWeightsStably() {
        ThreadBuilder builder = new ThreadBuilder(1, 1);
        int a = builder.stack(-1, builder.frame(builder.func("a", -1, null, -1, -1, true, false), -1));
        int b = builder.stack(-1, builder.frame(builder.func("b", -1, null, -1, -1, true, false), -1));
        // JFR hands samples over chunk by chunk; equal times keep the order they came in.
        builder.addSample(a, 30, 3);
        builder.addSample(b, 10, 1);
        builder.addSample(a, 20, 2);
        builder.addSample(b, 20, 4);
        SampleTable samples = builder.build().samples();
        StringBuilder text = new StringBuilder();
        for (int s = 0; s < samples.size(); s++) {
            text.append(samples.stack(s) == a ? "a" : "b").append('@').append(samples.timeMicros(s))
                    .append('=').append(samples.weight(s)).append(' ');
        }
        assertEquals("b@10.0=1.0 a@20.0=2.0 b@20.0=4.0 a@30.0=3.0 ", text.toString());
    }
}
