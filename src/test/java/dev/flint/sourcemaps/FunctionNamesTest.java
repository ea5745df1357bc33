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

    @Test
    void theFormsABundlerLeavesAreNamedAsV8NamesThemUnbundled() {
        // Issue 33: the places esbuild and terser map a function's start to (testdata/sourcemaps/forms-src).
        String ledger = "export const ledger = {\n"
                + "    runLedgerRound: async (n) => { return n; },\n"
                + "    quick: async n => n,\n"
                + "    settle: function (n) { return n; },\n"
                + "    audit: (n) => { return n; },\n"
                + "    async reconcile(n) { return n; },\n"
                + "    balance(n) { return n; },\n"
                + "    *walk(n) { yield n; },\n"
                + "    get total() { return 1; },\n"
                + "    set total(n) { this.size = n; },\n"
                + "    get(key) { return key; },\n"
                + "};\n"
                + "export const runStages = async function (n) { return n; };\n"
                + "export async function runLedgerWorkload(n) { return n; }\n";
        assertEquals("runLedgerRound", at(ledger, "async (n)"), "NAME: async (…) =>, at async");
        assertEquals("runLedgerRound", at(ledger, "(n) => { return n; },\n    quick"), "… at its parameters");
        assertEquals("quick", at(ledger, "async n"));
        assertEquals("settle", at(ledger, "function (n)"));
        assertEquals("audit", at(ledger, "(n) => { return n; },\n    async"));
        assertEquals("reconcile", at(ledger, "async reconcile"));
        assertEquals("reconcile", at(ledger, "reconcile"));
        assertEquals("balance", at(ledger, "balance"));
        assertEquals("walk", at(ledger, "*walk"));
        assertEquals("get total", at(ledger, "total()"), "a getter at its name");
        assertEquals("get total", at(ledger, "get total"), "… at get");
        assertEquals("set total", at(ledger, "total(n)"));
        assertEquals("get", at(ledger, "get(key)"), "a method named get");
        assertEquals("runStages", at(ledger, "async function (n)"), "NAME = async function");
        assertEquals("runLedgerWorkload", at(ledger, "async function runLedgerWorkload"));

        String meter = "export class Meter {\n"
                + "    scale = (n) => { return n; };\n"
                + "    #handler = async () => { return 1; };\n"
                + "    static create(n) { return new Meter(n); }\n"
                + "    static get zero() { return 0; }\n"
                + "    #spin(n) { return n; }\n"
                + "}\n";
        assertEquals("scale", at(meter, "(n) => { return n; };"), "a class field holding an arrow");
        assertEquals("#handler", at(meter, "async ()"));
        assertEquals("create", at(meter, "static create"));
        assertEquals("create", at(meter, "create("));
        assertEquals("get zero", at(meter, "zero()"));
        assertEquals("#spin", at(meter, "#spin"));

        assertEquals("default", at("export default function (n) { return n; }", "default"));
        assertEquals("default", at("export default function (n) { return n; }", "function"));
        assertEquals("default", at("export default async function (n) { return n; }", "async"));
        assertEquals("tally", at("export default function tally(n) { return n; }", "default"));
        assertEquals("module.exports", at("module.exports = function (n) { return n; };", "function"));
        assertEquals("exports.run", at("exports.run = async function (n) { return n; };", "async"));
        assertEquals("start", at("this.start = function () {};", "function"), "this. is left out, as V8 leaves it");
    }

    @Test
    void aRegularExpressionAfterReturnIsNoDivision() {
        // Read as a division, the { inside the class would open a block that never closes: outer's body
        // would end at the } that ends inner, and the line after would be outside every function.
        String text = "function outer(s) {\n  function inner(t) { return /[{]/.test(t); }\n  const after = s + 1;\n}\n";
        assertEquals("outer", at(text, "const after"));
        assertEquals("inner", at(text, ".test(t)"));
        assertEquals("f", at("function f(a, b) { const x = a / b; return x / 2; }", "2;"), "a division after a name");
    }

    @Test
    void theInnermostBodyIsFoundAmongManyWithoutAPassOverAll() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20_000; i++) text.append("function f").append(i).append("(x) { if (x) { x++; } return x; }\n");
        String source = text.toString();
        FunctionScopes scopes = FunctionScopes.of(source);
        assertEquals("f0", scopes.innermost(source.indexOf("x++")));
        assertEquals("f19999", scopes.innermost(source.lastIndexOf("x++")));
        assertEquals("f12345", scopes.innermost(source.indexOf("return x", source.indexOf("function f12345("))));
        assertNull(scopes.innermost(source.indexOf("\nfunction f1(")), "between two functions");
        long started = System.nanoTime();
        int found = 0;
        for (int i = 0; i < source.length(); i += 7) if (scopes.innermost(i) != null) found++;
        long millis = (System.nanoTime() - started) / 1_000_000;
        // A pass over all 20,000 bodies per lookup made these 100,000 lookups 2 x 10^9 steps (seconds).
        org.junit.jupiter.api.Assertions.assertTrue(found > 50_000 && millis < 2_000, found + " found in " + millis + " ms");
    }
}
