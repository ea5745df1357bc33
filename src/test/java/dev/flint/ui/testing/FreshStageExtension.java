package dev.flint.ui.testing;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Runs a {@link FreshStage} class's tests each on a stage of its own: before the class and after every test every
 * window still open is closed (whoever opened it) and pressed keys and buttons are released; before every test a
 * new Stage of the class's size, at the screen's corner, is registered as TestFX's stage and its robots' target
 * window, given to the class's {@code @Start} methods on the FX thread, then brought to the front with the focus.
 * Test methods may take an {@link FxRobot} parameter as with TestFX's ApplicationExtension.
 */
public final class FreshStageExtension implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback,
        AfterAllCallback, ParameterResolver {
    /** Bounds every wait on the FX thread: generous, a loaded machine is slow. */
    private static final long FX_WAIT_SECONDS = 60;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
        closeEveryWindow();
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        FreshStage size = sizeOf(context.getRequiredTestClass());
        Object test = context.getRequiredTestInstance();
        List<Method> starts = startMethods(test.getClass());
        onFxThread(() -> {
            Stage stage = new Stage();
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(size.width());
            stage.setHeight(size.height());
            FxToolkit.registerStage(() -> stage);
            new FxRobot().targetWindow(stage);
            for (Method start : starts) start.invoke(test, stage);
            if (stage.isShowing()) {
                stage.toFront();
                stage.requestFocus();
            }
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        FxRobot robot = new FxRobot();
        robot.release(new KeyCode[0]);
        robot.release(new MouseButton[0]);
        robot.targetWindow((Window) null);
        closeEveryWindow();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        closeEveryWindow();
        // Classes still on TestFX's ApplicationExtension expect its primary stage as the target.
        FxToolkit.registerPrimaryStage();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == FxRobot.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return new FxRobot();
    }

    /** The size declared on the class, or for a nested class the nearest enclosing class's. */
    static FreshStage sizeOf(Class<?> testClass) {
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            Optional<FreshStage> found = AnnotationSupport.findAnnotation(c, FreshStage.class);
            if (found.isPresent()) return found.get();
        }
        throw new IllegalStateException(testClass.getName() + " has no @FreshStage(width, height)");
    }

    /** The {@code @Start} methods of the class and its superclasses, the superclasses' first. */
    private static List<Method> startMethods(Class<?> testClass) {
        List<Method> starts = new ArrayList<>();
        for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (!method.isAnnotationPresent(Start.class)) continue;
                if (method.getParameterCount() != 1 || method.getParameterTypes()[0] != Stage.class) {
                    throw new IllegalStateException(method + ": an @Start method takes one Stage");
                }
                method.setAccessible(true);
                starts.add(0, method);
            }
        }
        return starts;
    }

    /** Closes every open window: the test's stage, its dialogs and menus, and anything another class left. */
    static void closeEveryWindow() throws Exception {
        onFxThread(() -> {
            for (Window window : new ArrayList<>(Window.getWindows())) {
                if (window instanceof Stage stage) stage.close();
                else window.hide();
            }
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private interface FxAction {
        Object run() throws Exception;
    }

    /** Runs the action on the FX thread and rethrows what it threw (a failed assertion, an IOException). */
    private static void onFxThread(FxAction action) throws Exception {
        CompletableFuture<Object> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                done.complete(action.run());
            } catch (Throwable failed) {
                done.completeExceptionally(failed);
            }
        });
        try {
            done.get(FX_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException failed) {
            Throwable cause = failed.getCause();
            if (cause instanceof InvocationTargetException invoked) cause = invoked.getCause();
            if (cause instanceof Exception e) throw e;
            if (cause instanceof Error e) throw e;
            throw failed;
        } catch (TimeoutException stuck) {
            throw new TimeoutException("the FX thread did not answer in " + FX_WAIT_SECONDS + " s");
        }
    }
}
