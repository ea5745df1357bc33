package dev.flint.importer.v8log;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.Importer;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.IntColumn;
import dev.flint.model.LongColumn;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code node --prof-process --preprocess} JSON (V8's {@code JsonProfile.writeJson}): the tick processor has
 * already replayed the log's code map, so {@code code[i]} says what lies at each index ({@code SHARED_LIB},
 * {@code CPP} symbols from {@code nm} on the recording machine, which belong to the library listed before
 * them, {@code CODE} with the log's type as {@code kind}, {@code JS} with the tier as {@code kind}) and each
 * tick is {@code {tm: µs, vm: state, s: [codeIndex, offset, ...]}}, leaf first, index -1 for an address in no
 * code. The frames are the log reader's ({@link V8Code}, {@link V8Ticks}): one JS function across its
 * tiers, {@code TYPE: NAME} for other code, a library at its offset, the VM state as the category, an
 * unknown pc as {@code (unaccounted)}. Read as a stream in the order the processor writes (code, functions,
 * ticks, scripts); the functions and scripts are not needed (JS code names carry script, line and column).
 */
public final class V8PreprocessImporter implements Importer {
    /** A tick's stack is at most V8's TickSample::kMaxFramesCount (255) addresses plus pc and caller. */
    static final int MAX_FRAMES = 300;
    private static final String NO_TICKS = "no ticks: a --preprocess JSON without samples";

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        return JsonInput.read(source, fileName, progress, parser -> new Reader(parser, fileName).read());
    }

    private static final class Reader {
        final JsonParser parser;
        final String file;
        final V8Ticks ticks;
        final List<V8Code> code = new ArrayList<>();
        boolean sawCode;
        /** One tick's {@code s}, buffered: its keys may come in any order. */
        final IntColumn stackCodes = new IntColumn(64);
        final LongColumn stackOffsets = new LongColumn(64);
        long lyingIndexes;
        long badOffsets;
        long cutStacks;
        long untimed;
        long oddStacks;

        Reader(JsonParser parser, String file) {
            this.parser = parser;
            this.file = file;
            this.ticks = new V8Ticks(file);
        }

        Profile read() throws IOException, ProfileFormatException {
            JsonInput.next(parser, file);
            JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a --preprocess JSON");
            while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonInput.next(parser, file);
                switch (key) {
                    case "code" -> readCode();
                    case "ticks" -> readTicks();
                    default -> parser.skipChildren(); // functions, scripts
                }
            }
            if (parser.nextToken() != null) throw JsonInput.error(file, parser, "unexpected data after the closing brace");
            warn();
            // the processor keeps a library's first mapping, so code past it (node's grown text) is in none
            return ticks.profile(ProfileFormat.V8_PREPROCESS, file, NO_TICKS, "--prof-process resolved (code index -1)");
        }

        private void readCode() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "code");
            sawCode = true;
            V8Code library = null;
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a code entry");
                String name = "";
                String type = "";
                String kind = "";
                while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "name" -> name = orEmpty(JsonInput.text(parser, file, "a code name"));
                        case "type" -> type = orEmpty(JsonInput.text(parser, file, "a code type"));
                        case "kind" -> kind = orEmpty(JsonInput.text(parser, file, "a code kind"));
                        default -> parser.skipChildren();
                    }
                }
                V8Code entry = switch (type) {
                    case "SHARED_LIB" -> library = V8Code.library(name, 0, ticks.thread);
                    case "CPP" -> V8Code.cpp(name, library);
                    case "JS" -> V8Code.js(name, state(kind));
                    default -> V8Code.other(kind.isEmpty() ? type : kind, name);
                };
                code.add(entry);
            }
        }

        private void readTicks() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "ticks");
            if (!sawCode) {
                throw JsonInput.error(file, parser, "the ticks come before the code they index (--prof-process"
                        + " writes \"code\" first)");
            }
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a tick");
                double time = Double.NaN;
                long state = -1;
                stackCodes.clear();
                stackOffsets.clear();
                while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonInput.next(parser, file);
                    switch (key) {
                        case "tm" -> time = JsonInput.number(parser, file, "a tick's time");
                        case "vm" -> state = parser.currentToken() == JsonToken.VALUE_NUMBER_INT
                                && parser.getNumberType() == JsonParser.NumberType.INT ? parser.getIntValue() : -1;
                        case "s" -> readStack();
                        default -> parser.skipChildren();
                    }
                }
                if (Double.isNaN(time)) {
                    untimed++;
                    continue;
                }
                tick(time, state);
            }
        }

        /** {@code [codeIndex, offset, ...]} into the buffers; a lying index becomes -1 (no code). */
        private void readStack() throws IOException, ProfileFormatException {
            JsonInput.expect(parser, JsonToken.START_ARRAY, file, "a tick's stack");
            int values = 0;
            while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) {
                if (!parser.currentToken().isNumeric()) {
                    throw JsonInput.error(file, parser, "a tick's stack holds numbers, found "
                            + JsonInput.describe(parser.currentToken()));
                }
                if (values++ >= 2 * MAX_FRAMES) {
                    if (values == 2 * MAX_FRAMES + 1) cutStacks++;
                    continue;
                }
                if (values % 2 == 1) {
                    stackCodes.add(codeIndex());
                } else {
                    stackOffsets.add(offset(stackCodes.last()));
                }
            }
            if (values % 2 == 1 && values <= 2 * MAX_FRAMES) {
                oddStacks++;
                stackCodes.truncate(stackCodes.size() - 1);
            }
        }

        private int codeIndex() throws IOException {
            if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
                int index = parser.getIntValue();
                if (index >= -1 && index < code.size()) return index;
            }
            lyingIndexes++;
            return -1;
        }

        /** A frame's offset in its code (a library's frames keep it as their address); -1 when none. */
        private long offset(int codeIndex) throws IOException {
            if (codeIndex < 0) return -1; // a raw address in no code: not used
            if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT) {
                JsonParser.NumberType type = parser.getNumberType();
                if ((type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) && parser.getLongValue() >= 0) {
                    return parser.getLongValue();
                }
            }
            badOffsets++;
            return -1;
        }

        private void tick(double time, long state) {
            ticks.begin(state);
            int frames = stackCodes.size();
            int pc = frames == 0 ? -1 : stackCodes.get(0);
            ticks.pc(pc < 0 ? null : code.get(pc), frames == 0 ? -1 : stackOffsets.get(0));
            for (int i = 1; i < frames; i++) {
                int index = stackCodes.get(i);
                if (index >= 0) ticks.frame(code.get(index), stackOffsets.get(i)); // unknown addresses are left out
            }
            ticks.end(time);
        }

        private void warn() {
            if (lyingIndexes > 0) {
                ticks.warnings.addSamples("ticks", "code indexes that are not entries of \"code\" (" + code.size()
                        + ") are read as addresses in no code", lyingIndexes);
            }
            if (badOffsets > 0) {
                ticks.warnings.addSamples("ticks", "offsets that are negative or not integers are left without an"
                        + " address", badOffsets);
            }
            if (oddStacks > 0) {
                ticks.warnings.addSamples("ticks", "stacks of an odd length: the last code index, without its offset,"
                        + " is left out", oddStacks);
            }
            if (cutStacks > 0) {
                ticks.warnings.addSamples("ticks", "stacks deeper than V8 records (255 frames) are cut at "
                        + MAX_FRAMES + " frames", cutStacks);
            }
            if (untimed > 0) ticks.warnings.addSamples("ticks", "ticks without a time (tm) are skipped", untimed);
        }

        private static String orEmpty(String text) {
            return text == null ? "" : text;
        }

        /** The log's tier mark of a JS kind ({@code Profile.getKindFromState} backwards). */
        private static String state(String kind) {
            return switch (kind) {
                case "Unopt" -> "~";
                case "Sparkplug" -> "^";
                case "Maglev" -> "+";
                case "Opt" -> "*";
                default -> ""; // Builtin: compiled code of a JS function
            };
        }
    }
}
