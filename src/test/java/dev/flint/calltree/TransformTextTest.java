package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TransformTextTest {
    @Test
    void pathsUseTheFirefoxBase32EncodingWithRanges() {
        assertEquals("0", PathCodec.encode(CallNodePath.of(0)));
        assertEquals("9a", PathCodec.encode(CallNodePath.of(9, 10)));
        assertEquals("45", PathCodec.encode(CallNodePath.of(4, 5)));
        assertEquals("0w2", PathCodec.encode(CallNodePath.of(0, 1, 2)));
        assertEquals("vB7x0wx3", PathCodec.encode(CallNodePath.of(31, 167, 32, 33, 34, 35)));
        assertEquals("13w6w2", PathCodec.encode(CallNodePath.of(1, 3, 4, 5, 6, 5, 4, 3, 2)));
    }

    @Test
    void decodingInvertsEncoding() {
        for (int[] funcs : new int[][] {{0}, {9, 10}, {0, 1, 2}, {31, 167, 32, 33, 34, 35},
                {1, 3, 4, 5, 6, 5, 4, 3, 2}, {1_000_000, 7, 7, 7}, {5, 4, 3}}) {
            CallNodePath path = CallNodePath.of(funcs);
            assertEquals(path, PathCodec.decode(PathCodec.encode(path)), PathCodec.encode(path));
        }
    }

    @Test
    void everyTransformTypeRoundTrips() {
        String text = "f-combined-0w2~f-js-3w5-i~ff-7~ffs-cpp-12~fg-42~mcn-combined-2w4~mf-6~ms-js-19"
                + "~df-12~cfs-13~cr-combined-8~drec-js-10~rec-11";
        List<Transform> transforms = TransformText.parse(text);
        assertEquals(13, transforms.size());
        assertEquals(new Transform.FocusSubtree(CallNodePath.of(3, 4, 5), Implementation.JS, true), transforms.get(1));
        assertEquals(new Transform.MergeSubtree(CallNodePath.of(1, 9), Implementation.JS), transforms.get(7));
        assertEquals(text, TransformText.format(transforms));
        assertEquals(transforms, TransformText.parse(TransformText.format(transforms)));
    }

    @Test
    void firefoxCollapseResourceFormIsReadWithoutItsFunc() {
        assertEquals(List.of(new Transform.CollapseResource(8, Implementation.COMBINED)),
                TransformText.parse("cr-combined-8-9"));
    }

    @Test
    void aStackFromTextRejectsIndexesTheThreadLacks() {
        TextSamples samples = TextSamples.of("A;B\nA;C");
        assertEquals(2, TransformStack.fromText(samples.thread, 0, "mf-1~df-2").size());
        IllegalArgumentException noFunc = assertThrows(IllegalArgumentException.class,
                () -> TransformStack.fromText(samples.thread, 0, "mf-1~df-7"));
        assertTrue(noFunc.getMessage().contains("no func 7"), noFunc.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TransformStack.fromText(samples.thread, 0, "f-combined-03"));
        assertThrows(IllegalArgumentException.class, () -> TransformStack.fromText(samples.thread, 0, "cr-js-0"));
    }

    @Test
    void theEmptyStackIsTheEmptyString() {
        assertEquals(List.of(), TransformText.parse(""));
        assertEquals("", TransformText.format(List.of()));
    }

    @Test
    void badTextNamesThePart() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> TransformText.parse("mf-1~zz-3"));
        assertTrue(unknown.getMessage().contains("zz-3"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TransformText.parse("mf-x"));
        assertThrows(IllegalArgumentException.class, () -> TransformText.parse("f-fast-0"));
        assertThrows(IllegalArgumentException.class, () -> TransformText.parse("f-combined-"));
        assertThrows(IllegalArgumentException.class, () -> TransformText.parse("mcn-combined-0-1"));
        assertThrows(IllegalArgumentException.class, () -> TransformText.parse("mf-99999999999"));
    }
}
