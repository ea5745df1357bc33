package dev.flint.importer.v8log;

import dev.flint.importer.LineReader;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.StreamImporter;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A V8 tick log, read in file order as {@code node --prof-process} reads it (tickprocessor.mjs): the code map
 * ({@link CodeMap}) follows {@code shared-library}, {@code code-creation}, {@code code-move} and
 * {@code code-delete}; each {@code tick} is a sample at its time (µs since the log started) of the stack
 * {@code [pc, top of stack if it lies in a JS function, stack addresses...]}, leaf first, with the external
 * callback in place of the pc when the tick says so, {@code +hex}/{@code -hex} addresses taken relative to the
 * pc, and {@code overflow} dropped. A pc in no known code is the frame {@code (unaccounted)} (the processor's
 * "unaccounted" ticks); other unknown addresses are left out of the stack, as the processor leaves them.
 * Code in no object but a library is that library's frame at its offset. The tick's VM state is the
 * category of its frames. One isolate is one thread (pid from the file name {@code isolate-0x…-PID-v8.log},
 * else 1); samples weigh the milliseconds to the next one, as a {@code .cpuprofile}'s do, so the two compare.
 */
public final class V8LogImporter implements StreamImporter {
    /** script-source lines hold whole scripts; longer lines than this are not a log. */
    static final int MAX_LINE_BYTES = 64 << 20;
    /** A tick's stack is at most V8's TickSample::kMaxFramesCount (255) addresses; more fields are not read. */
    static final int MAX_TICK_FIELDS = 300;
    private static final String NOT = "a V8 log";

    /** The log's state as it is read: the code map so far and the ticks. */
    private static final class Reader {
        final V8Ticks ticks;
        final CodeMap<V8Code> code = new CodeMap<>();

        Reader(String file) {
            ticks = new V8Ticks(file);
        }
    }

    @Override
    public Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Reader reader = new Reader(file);
        LineReader lines = new LineReader(in, MAX_LINE_BYTES, NOT);
        long badLines = 0;
        long firstBad = 0;
        for (int length; (length = lines.next(file)) >= 0; ) {
            String line = new String(lines.bytes(), 0, length, StandardCharsets.UTF_8);
            if (line.isEmpty() || line.startsWith("script-source,") || line.startsWith("code-source-info,")) continue;
            if (!entry(reader, line)) {
                if (badLines++ == 0) firstBad = lines.lineNumber();
            }
        }
        if (badLines > 0) {
            reader.ticks.warnings.addEvents("line " + firstBad, "lines that are not V8 log entries (cut or damaged) are"
                    + " skipped", badLines);
        }
        return reader.ticks.profile(ProfileFormat.V8_LOG, file, "no ticks: a V8 log without samples (was it written"
                + " with --prof?)", "the log announced");
    }

    /** One line; false when it is not a log entry that can be read. */
    private static boolean entry(Reader reader, String line) {
        int comma = line.indexOf(',');
        String tag = comma < 0 ? line : line.substring(0, comma);
        switch (tag) {
            case "tick" -> {
                return tick(reader, V8LogFields.split(line, MAX_TICK_FIELDS));
            }
            case "code-creation" -> {
                return codeCreation(reader, V8LogFields.split(line, Integer.MAX_VALUE));
            }
            case "code-move" -> {
                List<String> fields = V8LogFields.split(line, 4);
                if (fields.size() < 3) return false;
                long from = V8LogFields.address(fields.get(1));
                long to = V8LogFields.address(fields.get(2));
                if (from == -1 || to == -1) return false;
                if (!reader.code.move(from, to)) {
                    reader.ticks.warnings.addEvents("code-move", "moves of code the log never created are ignored", 1);
                }
                return true;
            }
            case "code-delete" -> {
                List<String> fields = V8LogFields.split(line, 3);
                long start = fields.size() < 2 ? -1 : V8LogFields.address(fields.get(1));
                if (start == -1) return false;
                reader.code.delete(start);
                return true;
            }
            case "shared-library" -> {
                List<String> fields = V8LogFields.split(line, 6);
                if (fields.size() < 4) return false;
                long start = V8LogFields.address(fields.get(2));
                long end = V8LogFields.address(fields.get(3));
                if (start == -1 || end == -1) return false;
                reader.code.addLibrary(start, end, V8Code.library(fields.get(1), start, reader.ticks.thread));
                return true;
            }
            case "v8-version" -> {
                List<String> fields = V8LogFields.split(line, 3);
                if (fields.size() > 1) reader.ticks.states.version(V8LogFields.decimal(fields.get(1)));
                return true;
            }
            default -> {
                // Other entries (profiler, heap-capacity, new, delete, sfi-move, code-deopt, timer events, ...)
                // do not change the map; a tag that is not a word is damage.
                return isTag(tag);
            }
        }
    }

    /**
     * {@code code-creation,TYPE,KIND,TIME,START,SIZE,NAME[,SFI,STATE]}: JS code carries its shared function
     * info and tier at the end; the name between may hold raw commas (Node 20 does not escape them).
     */
    private static boolean codeCreation(Reader reader, List<String> fields) {
        if (fields.size() < 7) return false;
        long start = V8LogFields.address(fields.get(4));
        long size = V8LogFields.decimal(fields.get(5));
        if (start == -1 || size < 0) return false;
        int n = fields.size();
        String type = fields.get(1);
        boolean withFunctionInfo = n >= 9 && fields.get(n - 2).startsWith("0x") && isState(fields.get(n - 1));
        V8Code entry = withFunctionInfo ? V8Code.js(V8LogFields.join(fields, 6, n - 2), fields.get(n - 1))
                : V8Code.other(type, V8LogFields.join(fields, 6, n));
        reader.code.add(start, size, entry);
        return true;
    }

    /** {@code tick,PC,TIME,EXTERNAL,TOS_OR_CALLBACK,VM_STATE[,overflow],STACK...} */
    private static boolean tick(Reader reader, List<String> fields) {
        if (fields.size() < 6) return false;
        long pc = V8LogFields.address(fields.get(1));
        long time = V8LogFields.decimal(fields.get(2));
        long external = V8LogFields.decimal(fields.get(3));
        long tos = V8LogFields.address(fields.get(4));
        long state = V8LogFields.decimal(fields.get(5));
        if (pc == -1 || time == Long.MIN_VALUE || tos == -1 || state == Long.MIN_VALUE) return false;
        V8Ticks ticks = reader.ticks;
        ticks.begin(state);
        if (external == 1) {
            // the pc may point inside the callback, which would then seem to call itself (tickprocessor.mjs)
            pc = tos;
            tos = 0;
        }
        ticks.pc(reader.code.find(pc), pc);
        if (tos != 0) {
            // a frameless call: the top of stack is the caller's return address when it lies in a JS function
            V8Code caller = reader.code.find(tos);
            if (caller != null && caller.isJS()) ticks.frame(caller, tos);
        }
        long previous = pc;
        for (int i = 6; i < fields.size(); i++) {
            String frame = fields.get(i);
            long address;
            if (frame.startsWith("+") || frame.startsWith("-")) {
                long delta = V8LogFields.address(frame.substring(1));
                if (delta == -1) continue;
                previous += frame.charAt(0) == '+' ? delta : -delta;
                address = previous;
            } else {
                address = V8LogFields.address(frame);
                if (address == -1) continue; // "overflow", or damage
            }
            V8Code code = reader.code.find(address);
            if (code != null) ticks.frame(code, address);
        }
        ticks.end(time);
        return true;
    }

    private static boolean isState(String field) {
        return field.isEmpty() || field.equals("~") || field.equals("^") || field.equals("+") || field.equals("*")
                || field.equals("+'") || field.equals("*'");
    }

    private static boolean isTag(String tag) {
        if (tag.isEmpty() || tag.length() > 40) return false;
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_')) return false;
        }
        return true;
    }
}
