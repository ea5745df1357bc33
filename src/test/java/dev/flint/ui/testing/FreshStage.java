package dev.flint.ui.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A TestFX test class whose every test gets a new {@link javafx.stage.Stage} of this size (scene pixels; Monocle
 * draws no decorations) passed to its {@code @Start} method, with no window, focus, size or position left over
 * from the test or class that ran before; see {@link FreshStageExtension}. TestFX's own ApplicationExtension
 * hands every class the same primary stage, so a class that resized it or left a window open changed the
 * next class's test.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@ExtendWith(FreshStageExtension.class)
public @interface FreshStage {
    /** The stage's width in pixels. */
    double width();

    /** The stage's height in pixels. */
    double height();
}
