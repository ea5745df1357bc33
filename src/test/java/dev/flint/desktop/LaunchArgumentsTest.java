package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LaunchArgumentsTest {
    @Test
    void filesBecomeAbsoluteAndOptionsAreNotFiles() {
        LaunchArguments launch = LaunchArguments.parse(new String[] {
            "--smoke", "my dir/../ä b.cpuprofile", "/abs/t.json.gz", "--some-fx-option", ""});

        Path cwd = Path.of("").toAbsolutePath();
        assertEquals(List.of(cwd.resolve("ä b.cpuprofile"), Path.of("/abs/t.json.gz")), launch.files());
        assertTrue(launch.smoke());
        assertFalse(launch.newInstance());
        assertEquals(List.of(), launch.unusable());
    }

    @Test
    void newInstanceSwitch() {
        LaunchArguments launch = LaunchArguments.parse(new String[] {"--new-instance"});

        assertTrue(launch.newInstance());
        assertFalse(launch.smoke());
        assertEquals(List.of(), launch.files());
    }
}
