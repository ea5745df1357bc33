package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The index form older Flints wrote in saved views: every transform type reads back, bad text is refused. */
class LegacyTransformTextTest {
    @Test
    void pathsUseTheFirefoxBase32EncodingWithRanges() {
        assertEquals(CallNodePath.of(0), PathCodec.decode("0"));
        assertEquals(CallNodePath.of(9, 10), PathCodec.decode("9a"));
        assertEquals(CallNodePath.of(4, 5), PathCodec.decode("45"));
        assertEquals(CallNodePath.of(0, 1, 2), PathCodec.decode("0w2"));
        assertEquals(CallNodePath.of(31, 167, 32, 33, 34, 35), PathCodec.decode("vB7x0wx3"));
        assertEquals(CallNodePath.of(1, 3, 4, 5, 6, 5, 4, 3, 2), PathCodec.decode("13w6w2"));
        assertThrows(IllegalArgumentException.class, () -> PathCodec.decode("w2"), "a range needs a start");
        assertThrows(IllegalArgumentException.class, () -> PathCodec.decode("B"), "a digit must end");
    }

    @Test
    void everyTransformTypeIsRead() {
        String text = "f-combined-0w2~f-js-3w5-i~ff-7~ffs-cpp-12~fg-42~mcn-combined-2w4~mf-6~ms-js-19"
                + "~df-12~cfs-13~cr-combined-8~drec-js-10~rec-11~mil";
        assertEquals(List.of(
                new Transform.FocusSubtree(CallNodePath.of(0, 1, 2), Implementation.COMBINED, false),
                new Transform.FocusSubtree(CallNodePath.of(3, 4, 5), Implementation.JS, true),
                new Transform.FocusFunction(7),
                new Transform.FocusSelf(12, Implementation.CPP),
                new Transform.FocusCategory(42),
                new Transform.MergeCallNode(CallNodePath.of(2, 3, 4), Implementation.COMBINED),
                new Transform.MergeFunction(6),
                new Transform.MergeSubtree(CallNodePath.of(1, 9), Implementation.JS),
                new Transform.DropFunction(12),
                new Transform.CollapseFunctionSubtree(13),
                new Transform.CollapseResource(8, Implementation.COMBINED),
                new Transform.CollapseDirectRecursion(10, Implementation.JS),
                new Transform.CollapseRecursion(11),
                new Transform.MergeIgnoreListed()), LegacyTransformText.parse(text));
    }

    @Test
    void firefoxCollapseResourceFormIsReadWithoutItsFunc() {
        assertEquals(List.of(new Transform.CollapseResource(8, Implementation.COMBINED)),
                LegacyTransformText.parse("cr-combined-8-9"));
    }

    @Test
    void aStackRejectsIndexesTheThreadLacks() {
        TextSamples samples = TextSamples.of("A;B\nA;C");
        TransformStack empty = TransformStack.of(samples.thread, 0);
        assertEquals(2, empty.pushAll(LegacyTransformText.parse("mf-1~df-2")).size());
        IllegalArgumentException noFunc = assertThrows(IllegalArgumentException.class,
                () -> empty.pushAll(LegacyTransformText.parse("mf-1~df-7")));
        assertEquals("drop-function: no func 7 in thread " + samples.thread.key(), noFunc.getMessage());
        assertThrows(IllegalArgumentException.class, () -> empty.pushAll(LegacyTransformText.parse("f-combined-03")));
        assertThrows(IllegalArgumentException.class, () -> empty.pushAll(LegacyTransformText.parse("cr-js-0")));
    }

    @Test
    void theEmptyStringIsTheEmptyStack() {
        assertEquals(List.of(), LegacyTransformText.parse(""));
    }

    @Test
    void badTextNamesThePart() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> LegacyTransformText.parse("mf-1~zz-3"));
        assertTrue(unknown.getMessage().contains("zz-3"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> LegacyTransformText.parse("mf-x"));
        assertThrows(IllegalArgumentException.class, () -> LegacyTransformText.parse("f-fast-0"));
        assertThrows(IllegalArgumentException.class, () -> LegacyTransformText.parse("f-combined-"));
        assertThrows(IllegalArgumentException.class, () -> LegacyTransformText.parse("mcn-combined-0-1"));
        assertThrows(IllegalArgumentException.class, () -> LegacyTransformText.parse("mf-99999999999"));
    }
}
