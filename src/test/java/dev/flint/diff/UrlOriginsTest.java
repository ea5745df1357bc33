package dev.flint.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.flint.calltree.TextSamples;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What counts as a URL's origin, what is left without it, and a thread's set of origins. */
class UrlOriginsTest {
    @Test
    void anOriginIsSchemeAndAuthorityLowerCasedWithoutUserInfo() {
        assertEquals("https://example.com", UrlOrigins.origin("https://example.com/app.js?v=2#top"));
        assertEquals("http://localhost:8080", UrlOrigins.origin("HTTP://LocalHost:8080/app.js"));
        assertEquals("https://cdn.example.com", UrlOrigins.origin("https://user:pw@cdn.example.com/x.js"));
        assertEquals("file://", UrlOrigins.origin("file:///home/me/app.js"));
        assertEquals("webpack://my-app", UrlOrigins.origin("webpack://my-app/./src/index.js"));
    }

    @Test
    void namesWithoutSchemeAndAuthorityHaveNone() {
        assertNull(UrlOrigins.origin("libc.so.6"));
        assertNull(UrlOrigins.origin("node:internal/fs/utils"));
        assertNull(UrlOrigins.origin("native array.js"));
        assertNull(UrlOrigins.origin("/usr/lib/libxul.so"));
        assertNull(UrlOrigins.origin("C:\\\\app\\\\x.js"));
        assertNull(UrlOrigins.origin("://nohost"));
    }

    @Test
    void withoutOriginKeepsPathQueryAndFragment() {
        assertEquals("/app.js?v=2#top", UrlOrigins.withoutOrigin("https://example.com/app.js?v=2#top"));
        assertEquals("/app.js", UrlOrigins.withoutOrigin("http://localhost:8080/app.js"));
        assertEquals("?q", UrlOrigins.withoutOrigin("https://example.com?q"));
        assertEquals("", UrlOrigins.withoutOrigin("https://example.com"));
        assertEquals("/home/me/app.js", UrlOrigins.withoutOrigin("file:///home/me/app.js"));
        assertEquals("libc.so.6", UrlOrigins.withoutOrigin("libc.so.6"));
    }

    @Test
    void aThreadsOriginsAreThoseOfItsSampledFunctionsResources() {
        TextSamples samples = TextSamples.of("""
                main[url:https://example.com/app.js];f[url:https://cdn.example.com/lib.js] 1
                main[url:https://example.com/app.js];read[lib:libc.so.6] 1
                """);
        assertEquals(Set.of("https://example.com", "https://cdn.example.com"), UrlOrigins.of(samples.thread));
    }
}
