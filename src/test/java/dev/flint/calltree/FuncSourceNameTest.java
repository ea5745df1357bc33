package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FuncSourceNameTest {
    @Test
    void aJfrMethodIsInItsTopLevelClassesJavaFile() {
        assertEquals("com/x/Foo.java", FuncSourceName.javaSourcePath("com.x.Foo$Bar.run"));
        assertEquals("com/x/Foo.java", FuncSourceName.javaSourcePath("com.x.Foo.lambda$main$0"));
        assertEquals("Workload.java", FuncSourceName.javaSourcePath("Workload.leaf"));
        assertEquals("", FuncSourceName.javaSourcePath("main"));
    }
}
