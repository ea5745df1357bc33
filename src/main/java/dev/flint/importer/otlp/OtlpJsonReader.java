package dev.flint.importer.otlp;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.JsonInput;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.LongColumn;
import java.io.IOException;
import java.util.Locale;

/**
 * OTLP's JSON encoding of the same messages ({@code {"resourceProfiles": [...], "dictionary": {...}}}), read
 * as a stream into {@link OtlpData}. The protobuf JSON mapping names fields in lowerCamelCase and accepts
 * the .proto's snake_case names too, writes 64-bit integers as strings and enums as numbers; every layout's
 * names are taken ({@code value} and {@code locationsLength} are v1.7's, {@code values} and {@code stackIndex}
 * later ones'), and the layout is the one its sample keys name. Unknown keys are skipped.
 */
final class OtlpJsonReader {
    private final JsonParser parser;
    private final String file;
    private final OtlpData data = new OtlpData(OtlpLayout.CURRENT);

    private OtlpJsonReader(JsonParser parser, String file) {
        this.parser = parser;
        this.file = file;
    }

    static OtlpData read(JsonParser parser, String file) throws IOException, ProfileFormatException {
        JsonInput.next(parser, file);
        return readHere(parser, file);
    }

    /**
     * The messages of the file, one after another (the OpenTelemetry Collector's file exporter writes one per line,
     * an export each); what follows the last is refused as any damage.
     */
    static java.util.List<OtlpData> readAll(JsonParser parser, String file) throws IOException, ProfileFormatException {
        java.util.List<OtlpData> messages = new java.util.ArrayList<>();
        messages.add(read(parser, file));
        while (parser.nextToken() != null) messages.add(readHere(parser, file));
        return messages;
    }

    /** The message whose first token the parser is on. */
    private static OtlpData readHere(JsonParser parser, String file) throws IOException, ProfileFormatException {
        OtlpJsonReader reader = new OtlpJsonReader(parser, file);
        reader.object(key -> {
            switch (key) {
                case "resourceprofiles" -> reader.array(reader::resourceProfiles);
                case "dictionary" -> reader.object(reader::dictionary);
                default -> reader.skip();
            }
        });
        return reader.data;
    }

    private interface Field {
        void read(String normalizedKey) throws IOException, ProfileFormatException;
    }

    private interface Element {
        void read() throws IOException, ProfileFormatException;
    }

    /** At the start of an object: each key, normalized (underscores dropped, lower case), with the parser on its value. */
    private void object(Field field) throws IOException, ProfileFormatException {
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "the value");
        while (JsonInput.next(parser, file) == JsonToken.FIELD_NAME) {
            String key = parser.currentName().replace("_", "").toLowerCase(Locale.ROOT);
            JsonInput.next(parser, file);
            field.read(key);
        }
    }

    private void array(Element element) throws IOException, ProfileFormatException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) return;
        JsonInput.expect(parser, JsonToken.START_ARRAY, file, "the value");
        while (JsonInput.next(parser, file) != JsonToken.END_ARRAY) element.read();
    }

    private void skip() throws IOException {
        parser.skipChildren();
    }

    /** An integer, or a 64-bit one written as a string (unsigned ones, addresses, may pass 2^63). */
    private long integer(String what) throws IOException, ProfileFormatException {
        if (parser.currentToken() == JsonToken.VALUE_STRING) {
            String text = parser.getText();
            try {
                return text.startsWith("-") ? Long.parseLong(text) : Long.parseUnsignedLong(text);
            } catch (NumberFormatException e) {
                throw JsonInput.error(file, parser, what + " must be an integer, found '" + clip(text) + "'");
            }
        }
        if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            return parser.getBigIntegerValue().longValue();
        }
        return JsonInput.longInteger(parser, file, what);
    }

    private void integers(LongColumn into, String what) throws IOException, ProfileFormatException {
        array(() -> into.add(integer(what)));
    }

    private static String clip(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    private void resourceProfiles() throws IOException, ProfileFormatException {
        int resource = data.resourceAttributeStart.add(data.resourceAttributes.size());
        object(key -> {
            switch (key) {
                case "resource" -> object(inner -> {
                    if (inner.equals("attributes")) array(() -> keyValue(data.resourceAttributes));
                    else skip();
                });
                case "scopeprofiles" -> array(() -> object(inner -> {
                    if (inner.equals("profiles")) array(() -> profile(resource));
                    else skip();
                }));
                default -> skip();
            }
        });
    }

    private void profile(int resource) throws IOException, ProfileFormatException {
        data.beginProfile(resource);
        long[] defaultType = {0};
        object(key -> {
            switch (key) {
                case "sampletype" -> {
                    if (parser.currentToken() == JsonToken.START_ARRAY) array(this::valueType); else valueType();
                }
                case "sample", "samples" -> array(this::sample);
                case "locationindices" -> {
                    data.layout = OtlpLayout.V1_7;
                    integers(data.profileLocations, "locationIndices");
                }
                case "defaultsampletypeindex" -> defaultType[0] = integer("defaultSampleTypeIndex");
                case "attributeindices" -> integers(data.profileAttributes, "attributeIndices");
                default -> skip();
            }
        });
        data.profileDefaultType.add(defaultType[0]);
    }

    private void valueType() throws IOException, ProfileFormatException {
        long[] typeAndUnit = new long[2];
        object(key -> {
            switch (key) {
                case "typestrindex", "type" -> typeAndUnit[0] = integer("typeStrindex");
                case "unitstrindex", "unit" -> typeAndUnit[1] = integer("unitStrindex");
                default -> skip();
            }
        });
        data.sampleTypeType.add(typeAndUnit[0]);
        data.sampleTypeUnit.add(typeAndUnit[1]);
    }

    private void sample() throws IOException, ProfileFormatException {
        data.beginSample();
        long[] fields = new long[3]; // locations start, locations length, stack index
        int[] timestamps = {0};
        object(key -> {
            switch (key) {
                case "locationsstartindex" -> fields[0] = integer("locationsStartIndex");
                case "locationslength" -> {
                    data.layout = OtlpLayout.V1_7;
                    fields[1] = integer("locationsLength");
                }
                case "stackindex" -> fields[2] = integer("stackIndex");
                case "value", "values" -> integers(data.values, key);
                case "attributeindices" -> integers(data.sampleAttributes, "attributeIndices");
                case "timestampsunixnano" -> array(() -> {
                    integer("timestampsUnixNano");
                    timestamps[0]++;
                });
                default -> skip();
            }
        });
        data.endSample(fields[0], fields[1], fields[2], timestamps[0]);
    }

    private void dictionary(String key) throws IOException, ProfileFormatException {
        switch (key) {
            case "mappingtable" -> array(() -> {
                long[] file = {0};
                object(inner -> {
                    if (inner.equals("filenamestrindex")) file[0] = integer("filenameStrindex"); else skip();
                });
                data.mappingFile.add(file[0]);
            });
            case "locationtable" -> array(this::location);
            case "functiontable" -> array(this::function);
            case "stringtable" -> array(() -> {
                String text = JsonInput.text(parser, file, "a string_table entry");
                data.strings.add(text == null ? "" : text);
            });
            case "attributetable" -> array(() -> keyValue(data.attributes));
            case "stacktable" -> array(() -> {
                data.stackStart.add(data.stackLocations.size());
                object(inner -> {
                    if (inner.equals("locationindices")) integers(data.stackLocations, "locationIndices"); else skip();
                });
            });
            default -> skip();
        }
    }

    private void location() throws IOException, ProfileFormatException {
        long[] fields = {-1, 0}; // mapping index (absent: none), address
        data.lineStart.add(data.lineFunction.size());
        object(key -> {
            switch (key) {
                case "mappingindex" -> fields[0] = integer("mappingIndex");
                case "address" -> fields[1] = integer("address");
                case "line", "lines" -> array(() -> {
                    long[] line = new long[2];
                    object(inner -> {
                        switch (inner) {
                            case "functionindex" -> line[0] = integer("functionIndex");
                            case "line" -> line[1] = integer("line");
                            default -> skip();
                        }
                    });
                    data.lineFunction.add(line[0]);
                    data.lineNumber.add(line[1]);
                });
                default -> skip();
            }
        });
        data.locationMapping.add(fields[0]);
        data.locationAddress.add(fields[1]);
    }

    private void function() throws IOException, ProfileFormatException {
        long[] fields = new long[4];
        object(key -> {
            switch (key) {
                case "namestrindex" -> fields[0] = integer("nameStrindex");
                case "systemnamestrindex" -> fields[1] = integer("systemNameStrindex");
                case "filenamestrindex" -> fields[2] = integer("filenameStrindex");
                case "startline" -> fields[3] = integer("startLine");
                default -> skip();
            }
        });
        data.functionName.add(fields[0]);
        data.functionSystemName.add(fields[1]);
        data.functionFile.add(fields[2]);
        data.functionStartLine.add(fields[3]);
    }

    /** A {@code KeyValue} (inline key) or {@code KeyValueAndUnit} (key string index); arrays and lists are skipped. */
    private void keyValue(OtlpAttributes into) throws IOException, ProfileFormatException {
        String[] key = {null};
        long[] keyIndex = {-1};
        String[] text = {""};
        long[] valueIndex = {-1};
        long[] number = {0};
        boolean[] integral = {false};
        object(field -> {
            switch (field) {
                case "key" -> key[0] = JsonInput.text(parser, file, "key");
                case "keystrindex" -> keyIndex[0] = integer("keyStrindex");
                case "value" -> object(kind -> {
                    switch (kind) {
                        case "stringvalue" -> text[0] = JsonInput.text(parser, file, "stringValue");
                        case "intvalue" -> {
                            number[0] = integer("intValue");
                            integral[0] = true;
                            text[0] = null;
                        }
                        case "stringvaluestrindex" -> {
                            valueIndex[0] = integer("stringValueStrindex");
                            text[0] = null;
                        }
                        case "boolvalue", "doublevalue" -> text[0] = parser.getText();
                        default -> skip();
                    }
                });
                default -> skip();
            }
        });
        into.add(key[0] == null && keyIndex[0] < 0 ? "" : key[0], keyIndex[0], text[0], valueIndex[0], number[0], integral[0]);
    }
}
