package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The facts read from /proc on Linux (before the fork, without ProcessHandle) are the ones ProcessHandle gives
 * elsewhere: the same binary, the same arguments after it, the same pid.
 */
class LaunchFactsTest {
    @Test
    void theCommandAndArgumentsAreProcessHandles() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        LaunchFacts facts = LaunchFacts.current(new String[] {"info", "x"});
        assertNotNull(facts.javaCommand());
        assertEquals(info.command().orElse(null), facts.javaCommand());
        assertEquals(info.arguments().map(List::of).orElse(null), facts.processArguments());
        assertEquals(List.of("info", "x"), facts.args());
    }

    @Test
    void thePidIsProcessHandles() {
        assertEquals(ProcessHandle.current().pid(), LaunchFacts.pid());
    }
}
