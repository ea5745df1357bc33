package dev.flint.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.TimelineColors;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG flame graph parses as XML, names the heaviest functions, and colours boxes as the app does. */
class SvgExportTest {
    private record Box(String title, double x, double y, double width, String fill, String label) {}

    private static List<Box> boxes(byte[] svg) throws Exception {
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg));
        assertEquals("svg", document.getDocumentElement().getTagName());
        List<Box> boxes = new ArrayList<>();
        NodeList groups = document.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            Element rect = (Element) group.getElementsByTagName("rect").item(0);
            NodeList texts = group.getElementsByTagName("text");
            boxes.add(new Box(group.getElementsByTagName("title").item(0).getTextContent(),
                    Double.parseDouble(rect.getAttribute("x")), Double.parseDouble(rect.getAttribute("y")),
                    Double.parseDouble(rect.getAttribute("width")), rect.getAttribute("fill"),
                    texts.getLength() == 0 ? "" : texts.item(0).getTextContent()));
        }
        return boxes;
    }

    private static byte[] svg(Profile profile, ProfileThread thread, boolean inverted) throws Exception {
        ThreadView view = new ThreadView(thread, RoundTrips.options(profile, inverted), ThreadView.defaultLabel(thread));
        return RoundTrips.export(List.of(view), profile, ExportFormat.SVG);
    }

    @Test
    void seed001AsBoxesWithTitlesLabelsAndTheRootAtTheBottom() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/calltree/seed-001.folded"));
        List<Box> boxes = boxes(svg(profile, profile.threads().get(0), false));
        assertEquals(List.of("A (3 samples, 100%)", "B (3 samples, 100%)", "C (2 samples, 66.67%)",
                "H (1 samples, 33.33%)", "D (1 samples, 33.33%)", "F (1 samples, 33.33%)", "F (1 samples, 33.33%)",
                "E (1 samples, 33.33%)", "G (1 samples, 33.33%)"), boxes.stream().map(Box::title).toList());
        Box a = boxes.get(0);
        assertEquals(10, a.x(), 0.001);
        assertEquals(1179, a.width(), 0.001, "the root spans the picture less its margins and a pixel of gap");
        assertEquals("A", a.label());
        assertTrue(boxes.get(1).y() < a.y(), "a callee stands on its caller");
        Box c = boxes.get(2);
        Box h = boxes.get(3);
        assertEquals(1180 * 2 / 3.0 - 1, c.width(), 0.01);
        assertEquals(c.x() + c.width() + 1, h.x(), 0.01, "H right of C, the heavier first");
    }

    @Test
    void theInvertedGraphHangsFromTheTop() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/calltree/seed-001.folded"));
        List<Box> boxes = boxes(svg(profile, profile.threads().get(0), true));
        assertEquals(List.of("E (1 samples, 33.33%)", "F (1 samples, 33.33%)", "G (1 samples, 33.33%)"),
                boxes.subList(0, 3).stream().map(Box::title).toList(), "the leaves are the roots");
        assertTrue(boxes.get(boxes.size() - 1).y() > boxes.get(0).y(), "callers below their callees");
    }

    @Test
    void theHeaviestFunctionsAreNamedAndColouredByScript() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/cpuprofile/node-small.cpuprofile"));
        ProfileThread thread = profile.threads().get(0);
        List<Box> boxes = boxes(svg(profile, thread, false));
        CallTree tree = CallTree.build(thread, RoundTrips.options(profile, false));
        // The five heaviest call nodes: each has a box with its title and a label.
        List<Integer> nodes = new ArrayList<>();
        for (int node = 0; node < tree.nodeCount(); node++) nodes.add(node);
        nodes.sort(Comparator.comparingDouble(tree::total).reversed());
        Map<String, Box> byTitle = new HashMap<>();
        for (Box box : boxes) byTitle.putIfAbsent(box.title(), box);
        for (int node : nodes.subList(0, 5)) {
            String name = CallTreeText.displayName(tree.name(node));
            String title = name + " (" + CallTreeText.number(tree.total(node)) + " ms, "
                    + CallTreeText.number(Math.round(tree.total(node) / tree.totalSummary() * 1e4) / 100.0) + "%)";
            Box box = byTitle.get(title);
            assertTrue(box != null, "no box titled " + title);
            assertTrue(box.label().equals(name) || box.label().endsWith(".."), box.label());
        }
        Box fib = boxes.stream().filter(box -> box.label().equals("fib")).findFirst().orElseThrow();
        String url = thread.strings().get(thread.funcs().fileName(funcNamed(thread, "fib")));
        assertEquals(String.format(Locale.ROOT, "#%06x", dev.flint.timeline.Palette.forTheme(TimelineColors.argbForScriptUrl(url), false) & 0xffffff), fib.fill(),
                "the script's colour as the app's light theme shows it");
        Box gc = boxes.stream().filter(box -> box.title().startsWith("(garbage collector) ")).findFirst().orElseThrow();
        assertEquals(String.format(Locale.ROOT, "#%06x", dev.flint.timeline.Palette.forTheme(TimelineColors.SCRIPTING, false) & 0xffffff), gc.fill());
    }

    private static int funcNamed(ProfileThread thread, String name) {
        for (int func = 0; func < thread.funcs().size(); func++) if (thread.funcName(func).equals(name)) return func;
        throw new AssertionError(name);
    }

    @Test
    void namesXmlCannotHoldStillGiveAWellFormedFile() throws Exception {
        String folded = "main;<b>&\"x\" 2\nmain;ctl\u0001char;\uD800lone 1\n";
        Profile profile = RoundTrips.load(folded.getBytes(StandardCharsets.UTF_8), "names.folded");
        List<Box> boxes = boxes(svg(profile, profile.threads().get(0), false));
        assertTrue(boxes.stream().anyMatch(box -> box.title().startsWith("<b>&\"x\" (2 samples")), boxes.toString());
        assertEquals(4, boxes.size());
    }

    /**
     * DESIGN.md "Export details": a title and a legend line naming file, thread, total and unit; every label
     * in a colour with 4.5:1 contrast on its box; rows of 16 pixels; every box a clickable group with its
     * original place for the zoom script, which the file carries.
     */
    @Test
    void aReadablePictureWithTitleLegendContrastAndClickToZoom() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/cpuprofile/node-small.cpuprofile"));
        ProfileThread thread = profile.threads().get(0);
        ThreadView view = new ThreadView(thread, RoundTrips.options(profile, false), "Main thread");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Exporter.write(new Exporter.Request(List.of(view), "node-small.cpuprofile",
                ExportFormat.SVG, null), out);
        byte[] svg = out.toByteArray();
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg));
        NodeList texts = document.getDocumentElement().getChildNodes();
        List<String> heading = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            if (texts.item(i) instanceof Element e && e.getTagName().equals("text")) heading.add(e.getTextContent());
        }
        CallTree tree = CallTree.build(thread, RoundTrips.options(profile, false));
        assertEquals("Flame graph \u2014 Main thread", heading.get(0));
        assertEquals("File: node-small.cpuprofile   Thread: Main thread   Total: "
                + CallTreeText.number(tree.totalSummary()) + " ms", heading.get(1));
        assertEquals("Reset zoom", heading.get(2));
        assertTrue(document.getElementsByTagName("script").item(0).getTextContent().contains("function zoom("));

        NodeList groups = document.getElementsByTagName("g");
        int labelled = 0;
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            assertEquals("box", group.getAttribute("class"));
            Element rect = (Element) group.getElementsByTagName("rect").item(0);
            assertEquals(15, Double.parseDouble(rect.getAttribute("height")), 0.001, "16-pixel rows less a pixel of gap");
            assertEquals(rect.getAttribute("x"), rect.getAttribute("data-x"));
            int box = Integer.parseInt(rect.getAttribute("fill").substring(1), 16);
            int label = Integer.parseInt(group.getAttribute("data-label").substring(1), 16);
            assertTrue(dev.flint.timeline.Palette.contrast(box, label) >= 4.5, rect.getAttribute("fill") + " " + label);
            NodeList text = group.getElementsByTagName("text");
            if (text.getLength() > 0) {
                assertEquals(group.getAttribute("data-label"), ((Element) text.item(0)).getAttribute("fill"));
                labelled++;
            }
        }
        assertTrue(labelled > 10, labelled + " labels");
    }

    @Test
    void everyTestdataThreadGivesWellFormedSvg() throws Exception {
        int threads = 0;
        for (RoundTrips.Loaded loaded : RoundTrips.loadableTestdata()) {
            for (ProfileThread thread : loaded.profile().threads()) {
                List<Box> boxes = boxes(svg(loaded.profile(), thread, false));
                String tree = RoundTrips.tree(loaded.profile(), thread);
                assertEquals(tree.isEmpty(), boxes.isEmpty(), loaded.file() + " " + thread.key());
                threads++;
            }
        }
        assertTrue(threads > 40, threads + " threads");
    }
}
