package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SourceMappingUrlTest {
    @Test
    void findsTheLastCommentOfTheScript() {
        assertEquals("main.js.map", SourceMappingUrl.find("f();\n//# sourceMappingURL=main.js.map\n"));
        assertEquals("b.map", SourceMappingUrl.find("//# sourceMappingURL=a.map\nf();\n//# sourceMappingURL=b.map"));
        assertEquals("legacy.map", SourceMappingUrl.find("f()\n//@ sourceMappingURL=legacy.map"));
        assertEquals("x.map", SourceMappingUrl.find("f()\n  \t//#   sourceMappingURL=x.map  \t\n\n   \n"));
    }

    @Test
    void passesOverOtherCommentsAndBlankLinesOnly() {
        assertEquals("m.map", SourceMappingUrl.find("f()\n//# sourceMappingURL=m.map\n// trailing note\n//# sourceURL=app.js\n"));
        assertNull(SourceMappingUrl.find("//# sourceMappingURL=m.map\nf();\n"));
        // Code on the comment's line: not a comment line, the search ends there.
        assertNull(SourceMappingUrl.find("f();//# sourceMappingURL=m.map"));
    }

    @Test
    void knowsEveryLineTerminator() {
        assertEquals("crlf.map", SourceMappingUrl.find("f()\r\n//# sourceMappingURL=crlf.map\r\n"));
        assertEquals("cr.map", SourceMappingUrl.find("f()\r//# sourceMappingURL=cr.map\r"));
        assertEquals("ls.map", SourceMappingUrl.find("f()\u2028//# sourceMappingURL=ls.map\u2029"));
        // U+2028 ends the line: the code after it is a line of its own, so the search ends there.
        assertNull(SourceMappingUrl.find("//# sourceMappingURL=m.map\u2028f()"));
    }

    @Test
    void aCommentThatMayBeInsideAStringEndsTheSearchEmpty() {
        assertNull(SourceMappingUrl.find("var s = `\n//# sourceMappingURL=inside.map\n`;"));
        assertNull(SourceMappingUrl.find("f()\n//# sourceMappingURL=real.map\n// it's here\n"));
        assertNull(SourceMappingUrl.find("/*\n//# sourceMappingURL=m.map */"));
    }

    @Test
    void refusesBodiesThatDoNotMatch() {
        assertNull(SourceMappingUrl.find("//# sourceMappingURL=a b"));
        assertNull(SourceMappingUrl.find("//# sourceMappingURL="));
        assertNull(SourceMappingUrl.find("//#sourceMappingUrl=wrong-case.map"));
        assertNull(SourceMappingUrl.find("// # sourceMappingURL=space-before-hash.map"));
        assertNull(SourceMappingUrl.find(""));
        assertEquals("x.map", SourceMappingUrl.find("//#sourceMappingURL=x.map"));
    }

    @Test
    void keepsDataUrlsWhole() {
        String url = "data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozfQ==";
        assertEquals(url, SourceMappingUrl.find("f();\n//# sourceMappingURL=" + url + "\n"));
    }

    @Test
    void resolvesAgainstTheScript() {
        assertEquals("/app/dist/main.js.map", SourceMappingUrl.resolve("main.js.map", "/app/dist/main.js"));
        assertEquals("/app/maps/main.js.map", SourceMappingUrl.resolve("../maps/main.js.map", "/app/dist/main.js"));
        assertEquals("file:///app/dist/main.js.map", SourceMappingUrl.resolve("main.js.map", "file:///app/dist/main.js"));
        assertEquals("http://localhost:8080/static/main.js.map",
                SourceMappingUrl.resolve("main.js.map", "http://localhost:8080/static/main.js?v=1#x"));
        assertEquals("data:application/json,{}", SourceMappingUrl.resolve("data:application/json,{}", "/app/main.js"));
        assertEquals("https://cdn/x.map", SourceMappingUrl.resolve("//cdn/x.map", "https://site/main.js"));
    }
}
