package dev.flint.importer.perfdata;

import dev.flint.importer.Importer;
import dev.flint.importer.ImporterProvider;
import dev.flint.model.ProfileFormat;
import java.util.Set;

/** Gives {@code ProfileLoader} the perf.data importer (listed in META-INF/services) and tells the file by its magic. */
public final class PerfDataImporters implements ImporterProvider {
    @Override
    public Set<ProfileFormat> formats() {
        return Set.of(ProfileFormat.PERF_DATA);
    }

    @Override
    public Importer importer(ProfileFormat format) {
        if (format != ProfileFormat.PERF_DATA) throw new IllegalArgumentException("not perf.data: " + format);
        return new PerfDataImporter();
    }

    /** {@code PERFILE2}, or byte-swapped {@code 2ELIFREP} for a file of the other byte order (perf.data-file-format.txt). */
    @Override
    public boolean looksLike(ProfileFormat format, byte[] head, int start) {
        return format == ProfileFormat.PERF_DATA && (startsWith(head, "PERFILE2") || startsWith(head, "2ELIFREP"));
    }

    private static boolean startsWith(byte[] head, String magic) {
        if (head.length < magic.length()) return false;
        for (int i = 0; i < magic.length(); i++) {
            if (head[i] != magic.charAt(i)) return false;
        }
        return true;
    }
}
