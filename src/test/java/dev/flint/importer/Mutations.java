package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.util.Random;

/** The mutation-robustness oracle shared by the importers' mutation tests: a consistent profile or one clean line. */
final class Mutations {
    private Mutations() {}

    /** True when the mutated content loaded, false when it was refused cleanly. */
    static boolean loadsOrFailsCleanly(byte[] content, String what) {
        String name = "mutated-" + what.replace(' ', '-');
        try {
            Profile profile = Loads.bytes(content, name);
            for (ProfileThread thread : profile.threads()) checkConsistent(thread, name);
            return true;
        } catch (ProfileFormatException e) {
            assertTrue(e.getMessage().startsWith(name + ": "), e.getMessage());
            assertFalse(e.getMessage().contains("internal error"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
            return false;
        }
    }

    private static void checkConsistent(ProfileThread thread, String name) {
        int stacks = thread.stacks().size();
        for (int i = 0; i < thread.samples().size(); i++) {
            int stack = thread.samples().stack(i);
            assertTrue(stack >= -1 && stack < stacks, name + ": sample " + i + " has stack " + stack);
            assertTrue(Double.isFinite(thread.samples().weight(i)), name + ": sample " + i + " weight");
            assertTrue(Double.isFinite(thread.samples().timeMicros(i)), name + ": sample " + i + " time");
        }
        for (int s = 0; s < stacks; s++) {
            int frame = thread.stacks().frame(s);
            assertTrue(frame >= 0 && frame < thread.frames().size(), name + ": stack " + s + " has frame " + frame);
            int func = thread.frames().func(frame);
            assertTrue(func >= 0 && func < thread.funcs().size(), name + ": frame " + frame + " has func " + func);
        }
    }

    /** One to four bytes changed at random places. */
    static byte[] flip(byte[] original, Random random) {
        byte[] copy = original.clone();
        int flips = 1 + random.nextInt(4);
        for (int f = 0; f < flips; f++) copy[random.nextInt(copy.length)] ^= (byte) (1 + random.nextInt(255));
        return copy;
    }
}
