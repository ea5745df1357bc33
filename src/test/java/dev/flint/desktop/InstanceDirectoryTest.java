package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InstanceDirectoryTest {
    @TempDir
    Path runtimeDir;

    @Test
    void linuxUsesTheSessionRuntimeDirectory() {
        assertEquals(runtimeDir.resolve("flint"), InstanceDirectory.resolve(null, "Linux", "/home/u",
                Map.of("XDG_RUNTIME_DIR", runtimeDir.toString())));
    }

    @Test
    void linuxWithoutARuntimeDirectoryUsesTheConfigDirectory() {
        assertEquals(Path.of("/home/u/.config/flint"), InstanceDirectory.resolve(null, "Linux", "/home/u", Map.of()));
        assertEquals(Path.of("/home/u/.config/flint"), InstanceDirectory.resolve(null, "Linux", "/home/u",
                Map.of("XDG_RUNTIME_DIR", "/nonexistent/run/user/1000")));
        assertEquals(Path.of("/cfg/flint"), InstanceDirectory.resolve(null, "Linux", "/home/u",
                Map.of("XDG_CONFIG_HOME", "/cfg")));
    }

    @Test
    void macUsesApplicationSupport() {
        assertEquals(Path.of("/Users/u/Library/Application Support/Flint"),
                InstanceDirectory.resolve(null, "Mac OS X", "/Users/u", Map.of()));
    }

    @Test
    void propertyOverridesThePlatform() {
        assertEquals(Path.of("/tmp/x"), InstanceDirectory.resolve("/tmp/x", "Linux", "/home/u", Map.of()));
    }
}
