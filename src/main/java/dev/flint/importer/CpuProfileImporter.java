package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.Categories;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.util.List;

/**
 * V8 CPU profiles: Node's {@code --cpu-prof} files, DevTools' "Save profile", the result of the DevTools
 * protocol's {@code Profiler.stop}, saved bare or whole ({@code {"profile": {...}}}), and the legacy format
 * with a nested {@code head} tree. {@link V8ProfileReader} streams the object into a {@link V8ProfileBuilder},
 * the same pair a trace's CPU profiles go through. The profile is one thread with pid 1 and tid 1, as
 * DevTools wraps a CPU profile into a trace.
 */
public final class CpuProfileImporter implements Importer {
    /** The id DevTools gives the CpuProfile event it wraps a .cpuprofile in. */
    public static final String PROFILE_ID = "0x1";

    /**
     * Inflated content up to this size is read whole and goes the fast way; a larger file (about 15 M
     * samples) streams through Jackson, so memory stays a small multiple of the columns.
     */
    static final int MAX_FAST_BYTES = 256 << 20;

    /** {@code -Dflint.cpuprofileFastArrays=false} reads every value with Jackson (A/B runs, the differential test). */
    private final boolean fastArrays = !"false".equals(System.getProperty("flint.cpuprofileFastArrays"));

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress)
            throws ProfileFormatException {
        if (fastArrays) {
            Profile profile = FastArrays.read(source, progress, fileName, this::read);
            if (profile != null) return profile;
        }
        return JsonInput.read(source, fileName, progress, parser -> read(parser, fileName, null));
    }

    /**
     * Reads the profile; {@code arrays} (when not null) gives the top-level samples and timeDeltas that were
     * cut out of the parser's content. Null when those arrays turn out not to be plain integers.
     */
    private Profile read(JsonParser parser, String file, FastArrays.Lists arrays)
            throws IOException, ProfileFormatException {
        JsonInput.next(parser, file);
        JsonInput.expect(parser, JsonToken.START_OBJECT, file, "a CPU profile");
        V8ProfileBuilder builder = new V8ProfileBuilder();
        V8ProfileReader.Seen seen = V8ProfileReader.read(parser, file, builder, true);
        if (arrays != null && !arrays.addTo(builder)) return null;
        if (parser.nextToken() != null) {
            throw JsonInput.error(file, parser, "unexpected data after the profile's closing brace");
        }
        String prefix = "$.";
        if (seen.wrapped != null && !seen.nodes && !seen.head) {
            builder = seen.wrapped;
            prefix = "$.profile.";
            seen = null;
        }
        String where = prefix.substring(0, prefix.length() - 1);
        if (seen != null && seen.nodes && seen.head) {
            throw new ProfileFormatException(file, where, "the profile has both \"nodes\" and a legacy \"head\"");
        }
        if (builder.nodeCount() == 0) {
            throw new ProfileFormatException(file, where, "a CPU profile needs \"nodes\"; this one has none");
        }
        Categories categories = new Categories();
        LoadWarnings warnings = new LoadWarnings();
        ThreadBuilder thread = new ThreadBuilder(1, 1);
        builder.build(thread, PROFILE_ID, categories, file, prefix, warnings);
        return new Profile(ProfileFormat.CPUPROFILE, List.of(thread.build()), categories, false, warnings.toList());
    }
}
