package dev.flint.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The DevTools replies read with Jackson without a tree: top-level members only, strings with escapes, nesting skipped. */
class JsonTextTest {
    @Test
    void aMemberIsItsRawTextAndNestedKeysAreNotTopLevel() {
        String reply = "{\"id\": 7, \"result\": {\"profile\": {\"nodes\": [{\"id\": 1}], \"startTime\": 5}}, \"x\":\"}\"}";
        assertEquals("{\"profile\": {\"nodes\": [{\"id\": 1}], \"startTime\": 5}}", JsonText.member(reply, "result"));
        assertEquals(7, JsonText.number(reply, "id", -1));
        assertEquals(-1, JsonText.number(reply, "startTime", -1), "nested, not the reply's own");
        assertEquals(5, JsonText.number(JsonText.member(JsonText.member(reply, "result"), "profile"), "startTime", -1));
        assertEquals("}", JsonText.string(reply, "x"));
    }

    @Test
    void stringsAreUnescapedAndQuotedBack() {
        String data = "{\"data\":\"a\\\"b\\\\c\\n\\u00e9\\/\",\"eof\":true}";
        assertEquals("a\"b\\c\n\u00e9/", JsonText.string(data, "data"));
        assertEquals("true", JsonText.member(data, "eof"));
        assertEquals("\"a\\\"b\\\\c\\n\u00e9/\\u0001\"", JsonText.quote("a\"b\\c\n\u00e9/\u0001"));
    }

    @Test
    void whatIsNotAWholeObjectHasNoMembers() {
        assertNull(JsonText.member("[1, 2]", "a"));
        assertNull(JsonText.member("{\"a\": [1, 2", "a"), "cut inside the value");
        assertNull(JsonText.member("{\"a\" 1}", "a"));
        assertNull(JsonText.member(null, "a"));
        assertNull(JsonText.string("{\"a\": 1}", "a"), "not a string");
    }
}
