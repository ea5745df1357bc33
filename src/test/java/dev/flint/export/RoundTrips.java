package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.SampleRange;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Test helpers: export views to bytes, load bytes back, and the text trees to compare. */
final class RoundTrips {
    private RoundTrips() {}

    static int defaultCategory(Profile profile) {
        return profile.categories() == null || profile.categories().size() == 0 ? -1
                : profile.categories().defaultCategory();
    }

    static CallTreeOptions options(Profile profile, boolean inverted) {
        return CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory(profile)).withInverted(inverted)
                .withRange(SampleRange.ALL);
    }

    static ThreadView view(Profile profile, ProfileThread thread) {
        return new ThreadView(thread, options(profile, false), ThreadView.defaultLabel(thread));
    }

    static String tree(Profile profile, ProfileThread thread, CallTreeOptions options) {
        return CallTreeText.format(CallTree.build(thread, options.withDefaultCategory(defaultCategory(profile))));
    }

    static String tree(Profile profile, ProfileThread thread) {
        return tree(profile, thread, options(profile, false));
    }

    static byte[] export(List<ThreadView> views, Profile profile, ExportFormat format) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Exporter.write(new Exporter.Request(views, profile.format(), "test", format, null), out);
        return out.toByteArray();
    }

    static Profile load(byte[] content, String name) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, name), ProgressListener.NONE);
    }

    /** A testdata file and its profile. */
    record Loaded(Path file, Profile profile) {}

    private static List<Loaded> loadable;

    /**
     * Every file under testdata/ that Flint loads (the refused ones are left out), in path order; loaded once
     * for the test classes that walk them all.
     */
    static synchronized List<Loaded> loadableTestdata() throws IOException {
        if (loadable != null) return loadable;
        List<Loaded> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Path.of("testdata"))) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                try {
                    files.add(new Loaded(file, ProfileLoader.load(file)));
                } catch (ProfileFormatException refused) {
                    // not a profile (scripts, symbol tables, expected outputs) or a file made to be refused
                }
            }
        }
        loadable = List.copyOf(files);
        return loadable;
    }
}
