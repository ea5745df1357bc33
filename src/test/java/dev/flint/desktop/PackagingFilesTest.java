package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The packaging inputs agree with each other (the slow end-to-end check is packaging/check-linux.sh):
 * the menu entry offers exactly the MIME types the XML defines, every type has its icon at every size
 * the .deb installs, and the macOS/Windows associations name types and icons that exist.
 */
class PackagingFilesTest {
    private static final Path LINUX = Path.of("packaging/linux");
    private static final Path ASSETS = Path.of("assets");
    private static final int[] DOCUMENT_ICON_SIZES = {16, 32, 48, 64, 128, 256};

    @Test
    void menuEntryOffersExactlyTheDefinedTypesAndPassesFilesWithPercentF() throws Exception {
        List<String> desktop = Files.readAllLines(LINUX.resolve("jpackage-resources/Flint.desktop"));

        assertTrue(desktop.contains("Exec=APPLICATION_LAUNCHER %F"), desktop::toString);
        String mimeLine = desktop.stream().filter(line -> line.startsWith("MimeType=")).findFirst().orElseThrow();
        Set<String> offered = new TreeSet<>(List.of(mimeLine.substring("MimeType=".length()).split(";")));
        assertEquals(definedTypes().keySet(), offered);
    }

    @Test
    void globsAreTheOnesTheReadmePromises() throws Exception {
        assertEquals("""
                application/x-chrome-trace: Profile-*.json Trace-*.json
                application/x-chrome-trace-gzip: Trace-*.json.gz
                application/x-cpuprofile: *.cpuprofile
                application/x-otlp-profile: *.otlp
                application/x-perfetto-trace: *.perfetto-trace *.pftrace
                text/x-folded-stacks: *.collapsed *.folded
                """, String.join("", definedTypes().entrySet().stream()
                .map(type -> type.getKey() + ": " + String.join(" ", type.getValue()) + "\n").toList()));
    }

    @Test
    void everyTypeHasItsIconAtEverySizeThePackageInstalls() throws Exception {
        for (String type : definedTypes().keySet()) {
            String icon = iconName(type);
            for (int size : DOCUMENT_ICON_SIZES) {
                Path png = ASSETS.resolve("icons/hicolor/" + size + "x" + size + "/mimetypes/" + icon + ".png");
                assertEquals(size, pngWidth(png), png.toString());
            }
        }
    }

    @Test
    void macAndWindowsAssociationsNameDefinedTypesAndExistingIcons() throws Exception {
        var types = definedTypes();
        try (var files = Files.list(Path.of("packaging/associations"))) {
            for (Path file : files.toList()) {
                Properties association = new Properties();
                try (InputStream in = Files.newInputStream(file)) {
                    association.load(in);
                }
                String type = association.getProperty("mime-type");
                assertTrue(types.containsKey(type), file + " names " + type);
                for (String extension : association.getProperty("extension").split(" ")) {
                    assertTrue(types.get(type).contains("*." + extension), file + ": ." + extension);
                }
                for (String ext : List.of("icns", "ico")) {
                    String icon = association.getProperty("icon").replace("@ASSETS@/", "").replace("@ICON_EXT@", ext);
                    assertTrue(Files.size(ASSETS.resolve(icon)) > 0, icon);
                }
            }
        }
    }

    /** Type → its glob patterns, sorted, from the shared-mime-info XML the .deb installs. */
    private static java.util.SortedMap<String, Set<String>> definedTypes() throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        var document = factory.newDocumentBuilder().parse(LINUX.resolve("flint-profiles.xml").toFile());
        var types = new java.util.TreeMap<String, Set<String>>();
        NodeList mimeTypes = document.getElementsByTagNameNS("*", "mime-type");
        for (int i = 0; i < mimeTypes.getLength(); i++) {
            Element mimeType = (Element) mimeTypes.item(i);
            Set<String> globs = new TreeSet<>();
            NodeList globNodes = mimeType.getElementsByTagNameNS("*", "glob");
            for (int g = 0; g < globNodes.getLength(); g++) globs.add(((Element) globNodes.item(g)).getAttribute("pattern"));
            types.put(mimeType.getAttribute("type"), globs);
        }
        return types;
    }

    /** The icon a type shows: its own name (a/b → a-b) unless the XML points it at another. */
    private static String iconName(String type) throws IOException {
        String xml = Files.readString(LINUX.resolve("flint-profiles.xml"));
        Matcher explicit = Pattern.compile("<mime-type type=\"" + Pattern.quote(type)
                + "\">(?:(?!</mime-type>).)*?<icon name=\"([^\"]+)\"", Pattern.DOTALL).matcher(xml);
        return explicit.find() ? explicit.group(1) : type.replace('/', '-');
    }

    private static int pngWidth(Path png) throws IOException {
        ByteBuffer header = ByteBuffer.wrap(Files.readAllBytes(png), 0, 24);
        assertEquals(0x89504E470D0A1A0AL, header.getLong(0), png + " is not a PNG");
        return header.getInt(16);
    }
}
