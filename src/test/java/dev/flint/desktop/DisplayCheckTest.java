package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DisplayCheckTest {
    @Test
    void linuxWithoutDisplayOrWaylandGetsOneLinePointingAtTheSubcommands() {
        Optional<String> problem = DisplayCheck.problem("Linux", null, Map.of("DISPLAY", " "));
        assertTrue(problem.isPresent());
        assertTrue(problem.get().contains("DISPLAY") && problem.get().contains("flint info|tree|calls"), problem.get());
        assertEquals(1, problem.get().lines().count());
    }

    @Test
    void anX11OrWaylandDisplayIsEnough() {
        assertEquals(Optional.empty(), DisplayCheck.problem("Linux", null, Map.of("DISPLAY", ":99")));
        assertEquals(Optional.empty(), DisplayCheck.problem("Linux", null, Map.of("WAYLAND_DISPLAY", "wayland-0")));
    }

    @Test
    void monocleMacAndWindowsNeedNoDisplayVariable() {
        assertEquals(Optional.empty(), DisplayCheck.problem("Linux", "Monocle", Map.of()));
        assertEquals(Optional.empty(), DisplayCheck.problem("Mac OS X", null, Map.of()));
        assertEquals(Optional.empty(), DisplayCheck.problem("Windows 11", null, Map.of()));
    }
}
