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

    /**
     * The text tree with siblings that tie in the tree's order (one name and equal totals, e.g. two
     * "(anonymous)" functions in one caller) put in the order of their whole subtrees' text: the tree's
     * order leaves such ties to the functions' indexes, which a round trip need not keep.
     */
    static String canonical(String tree) {
        List<String> lines = tree.isEmpty() ? List.of() : List.of(tree.split("\n"));
        StringBuilder out = new StringBuilder();
        for (String subtree : siblings(lines, 0, lines.size(), 0)) out.append(subtree);
        return out.toString();
    }

    /** The subtrees (as text) of lines [from, to) at {@code depth}, equal-line runs sorted by their text. */
    private static List<String> siblings(List<String> lines, int from, int to, int depth) {
        List<String> subtrees = new ArrayList<>();
        List<String> heads = new ArrayList<>();
        int i = from;
        while (i < to) {
            int end = i + 1;
            while (end < to && indent(lines.get(end)) > depth) end++;
            StringBuilder text = new StringBuilder(lines.get(i)).append('\n');
            for (String child : siblings(lines, i + 1, end, depth + 1)) text.append(child);
            subtrees.add(text.toString());
            String head = lines.get(i);
            heads.add(head.contains(" self=") ? head.substring(0, head.lastIndexOf(" self=")) : head);
            i = end;
        }
        for (int start = 0; start < subtrees.size(); ) {
            int end = start + 1;
            while (end < subtrees.size() && heads.get(end).equals(heads.get(start))) end++;
            java.util.Collections.sort(subtrees.subList(start, end));
            start = end;
        }
        return subtrees;
    }

    private static int indent(String line) {
        int spaces = 0;
        while (spaces < line.length() && line.charAt(spaces) == ' ') spaces++;
        return spaces / 2;
    }

    static byte[] export(List<ThreadView> views, Profile profile, ExportFormat format) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Exporter.write(new Exporter.Request(views, "test", format, null), out);
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
