package dev.flint.importer.v8log;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ThreadBuilder;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The samples of one V8 isolate as {@code --prof-process} resolves them, shared by the log reader and the
 * reader of its {@code --preprocess} JSON so both give the same thread: each tick is a stack, leaf first,
 * of {@link V8Code} frames in the category of the tick's VM state; a pc in no known code is
 * {@code (unaccounted)} (counted in a warning), other unknown addresses are left out. Samples weigh the
 * milliseconds to the next one (times in µs), as a {@code .cpuprofile}'s do. One isolate is one thread, its
 * pid taken from a file named as {@code node --prof} names logs ({@code isolate-0x…-PID-v8.log}), else 1.
 */
final class V8Ticks {
    private static final Pattern ISOLATE_FILE = Pattern.compile("isolate-0x[0-9a-fA-F]{1,16}-([0-9]{1,10})-");

    final Categories categories = new Categories();
    final VmStates states = new VmStates(categories);
    final ThreadBuilder thread;
    final LoadWarnings warnings = new LoadWarnings();
    private final IntColumn leafFirst = new IntColumn(64);
    private int unaccountedFunc = -1;
    private long unaccounted;
    private int category;
    private int slot;

    V8Ticks(String file) {
        Matcher isolate = ISOLATE_FILE.matcher(file.substring(file.lastIndexOf('/') + 1));
        long pid = isolate.lookingAt() ? Long.parseLong(isolate.group(1)) : 1;
        thread = new ThreadBuilder(pid, pid).weighSamplesAsDevTools(Double.NaN);
    }

    /** Starts a tick in VM state {@code state} (an unknown state counts as Other). */
    void begin(long state) {
        category = states.category(state);
        // frames are cached per state: a state V8 does not have gets the slot past the known ones
        slot = state >= 0 && state < VmStates.count() ? (int) state : VmStates.count();
        leafFirst.clear();
    }

    /** The tick's pc: its code, or null when it lies in none (shown as {@code (unaccounted)}). */
    void pc(V8Code code, long address) {
        if (code != null) {
            frame(code, address);
            return;
        }
        unaccounted++;
        if (unaccountedFunc < 0) unaccountedFunc = thread.func("(unaccounted)", -1, null, -1, -1, false, false);
        leafFirst.add(thread.frame(unaccountedFunc, category));
    }

    /** The next frame towards the root. */
    void frame(V8Code code, long address) {
        leafFirst.add(code.frame(thread, address, category, slot));
    }

    /** Ends the tick: a sample of the frames given since {@link #begin}, at {@code timeMicros}. */
    void end(double timeMicros) {
        thread.addSample(thread.stackLeafFirst(leafFirst.array(), 0, leafFirst.size()), timeMicros);
    }

    /**
     * The profile of the ticks, with the warnings; refused when there were none.
     *
     * @param unaccountedWhy where a pc in no code was looked for, for the warning
     */
    Profile profile(ProfileFormat format, String file, String noTicks, String unaccountedWhy) throws ProfileFormatException {
        if (unaccounted > 0) {
            warnings.addSamples("ticks", "the pc is in no code " + unaccountedWhy + ": shown as (unaccounted), as "
                    + "--prof-process counts them", unaccounted);
        }
        if (thread.sampleCount() == 0) throw new ProfileFormatException(file, "", noTicks);
        Profile profile = new Profile(format, List.of(thread.build()), categories, false);
        return warnings.isEmpty() ? profile : profile.withWarnings(warnings.toList());
    }
}
