package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceTextsTest {
    @TempDir
    Path dir;

    Path write(String relative, String text) throws Exception {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    @Test
    void prefersTheMapsSourcesContent() throws Exception {
        Path local = write("src/a.ts", "on disk");
        SourceMap map = Maps.read("{\"version\":3,\"sources\":[\"" + local + "\",\"b.ts\"],\"sourcesContent\":[\"in the map\"],"
                + "\"mappings\":\"\"}");
        SourceText text = new SourceTexts(List.of()).find(map, 0);
        assertEquals("in the map", text.text());
        assertEquals(local, text.file());
        assertEquals("sourcesContent of /srv/app/dist/out.js.map", text.from());
        SourceText missing = new SourceTexts(List.of()).find(map, 1);
        assertFalse(missing.found());
        assertEquals("no text for /srv/app/dist/b.ts; give its folder as a sources folder", missing.from());
    }

    @Test
    void readsLocalFilesByPathAndFileUrl() throws Exception {
        Path local = write("src/a.ts", "\uFEFFexport const a = 1;\n");
        SourceTexts texts = new SourceTexts(List.of());
        assertEquals("export const a = 1;\n", texts.find(local.toString()).text());
        assertEquals("export const a = 1;\n", texts.find(local.toUri().toString()).text());
        assertEquals(local, texts.find(local.toUri().toString()).file());
    }

    @Test
    void findsTheLongestPathSuffixUnderTheFolders() throws Exception {
        Path src = write("project/src/a.ts", "src a");
        write("project/lib/a.ts", "lib a");
        write("project/.git/src/a.ts", "hidden");
        Path java = write("java/main/com/x/Foo.java", "class Foo {}");
        SourceTexts texts = new SourceTexts(List.of(dir.resolve("project"), dir.resolve("java")));
        assertEquals(src, texts.find("webpack://app/./src/a.ts").file());
        assertEquals(src, texts.find("https://example.com/static/src/a.ts?v=3").file());
        assertEquals(java, texts.find("com/x/Foo.java").file());
        assertEquals("class Foo {}", texts.find("com/x/Foo.java").text());
        assertEquals("no text for webpack://app/./src/b.ts under the sources folders",
                texts.find("webpack://app/./src/b.ts").from());
    }

    @Test
    void saysWhenSeveralFilesMatchEquallyWell() throws Exception {
        Path shorter = write("a/util.js", "a");
        write("b/c/util.js", "b");
        SourceText text = new SourceTexts(List.of(dir)).find("webpack:///util.js");
        assertEquals(shorter, text.file());
        assertEquals(shorter + " (the best of 2 equally good matches)", text.from());
    }

    @Test
    void doesNotReadFilesOverTheCap() throws Exception {
        Path big = dir.resolve("big.js");
        try (var out = Files.newOutputStream(big)) {
            out.write(new byte[(int) SourceTexts.MAX_FILE_BYTES + 1]);
        }
        SourceText text = new SourceTexts(List.of()).find(big.toString());
        assertNull(text.text());
        assertEquals(big + " is larger than 16 MB; not read", text.from());
    }

    @Test
    void splitsUrlsIntoPathSegments() {
        assertEquals(List.of("app", "src", "a.ts"), SourceFolders.segments("webpack://app/./src/a.ts"));
        assertEquals(List.of("node_modules", "x", "i.js"), SourceFolders.segments("webpack:///../node_modules/x/i.js"));
        assertEquals(List.of("C:", "p", "a.ts"), SourceFolders.segments("C:\\p\\a.ts"));
        assertEquals(List.of("com", "x", "Foo.java"), SourceFolders.segments("com/x/Foo.java"));
    }
}
