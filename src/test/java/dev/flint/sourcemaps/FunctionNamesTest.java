package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The original function's name at a mapped place that has no name in the map (issue 26). */
class FunctionNamesTest {
    /** The name at the first occurrence of {@code marker} in {@code text}. */
    private static String at(String text, String marker) {
        return FunctionNames.at(text, text.indexOf(marker));
    }

    @Test
    void aFunctionStartingAtThePlaceGivesItsName() {
        String text = "export function countCollisions(system, radius) {\n  return 0;\n}\n";
        assertEquals("countCollisions", at(text, "function"), "terser maps the inlined copy to the keyword");
        assertEquals("countCollisions", at(text, "(system"), "V8's place, the parameters");
        assertEquals("gen", at("function* gen() {}", "function"));
        assertEquals("load", at("async function load(url) {}", "async"));
        assertEquals("step", at("class P {\n  step(dt) {\n  }\n}", "step"), "a method");
        assertEquals("P", at("class P extends Q {}", "class"), "an implicit constructor");
        assertEquals("ParticleSystem", at("class ParticleSystem extends Base {\n  constructor(count) {\n    super(\"{\");\n  }\n}",
                "constructor"), "a constructor is named by its class, as V8 names it");
        assertEquals("Vec2", at("class Vec2 {\n  constructor(x, y) {}\n}", "(x"), "at its parameters too");
        assertEquals("medianOf", at("const medianOf = (values) => values[0];", "(values"));
        assertEquals("medianOf", at("const medianOf = values => values[0];", "values =>"));
        assertEquals("onTick", at("x = { onTick: function (t) { } }", "function"));
    }

    @Test
    void anAnonymousFunctionStartingThereKeepsNoName() {
        assertNull(at("function outer() { list.map(function (n) { return n; }); }", "function (n"));
        assertNull(at("function outer() { list.map((n) => n); }", "(n)"));
        assertNull(at("function outer() { list.map(n => n); }", "n =>"));
    }

    @Test
    void aPlaceInsideABodyTakesTheInnermostNamedFunction() {
        String text = """
                function outer(a) {
                  const s = "} { function fake(";  // } a comment with a brace
                  /* function alsoFake() { */
                  const t = `${a.map((x) => { return x; })} }`;
                  const r = /[}{]/g;
                  function inner(b) {
                    if (b) { return b * 2; }
                  }
                  return a + 1;
                }
                """;
        assertEquals("inner", at(text, "b * 2"), "blocks of if and the braces of strings, comments, templates and regexes skipped");
        assertEquals("outer", at(text, "a + 1"));
        assertEquals("outer", at(text, "const r"));
        assertNull(at("const top = 1;", "1"), "top-level code has no function");
    }

    @Test
    void aParenthesisedExpressionOrAKeywordIsNoFunctionStart() {
        assertEquals("f", at("function f() { return (a + b) * 2; }", "(a + b"));
        assertEquals("f", at("function f() { if (a) {} }", "if"));
    }
}
