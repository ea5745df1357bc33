package dev.flint.calltree;

import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;

/**
 * The source file or URL a function's lines are in, as {@code flint lines} prints it and the source view
 * looks it up: the func's file name (a script URL, or after a source map the original source), else its
 * resource's name, else for JFR the path javac gives the class's source ({@code com.x.Foo$Bar.run} is in
 * {@code com/x/Foo.java}: JFR records no file names, and a sources folder is searched by that path).
 */
public final class FuncSourceName {
    private FuncSourceName() {}

    /** The func's source file or URL, "" when nothing names one. */
    public static String of(ProfileThread thread, int func, ProfileFormat format) {
        int fileName = thread.funcs().fileName(func);
        if (fileName >= 0) {
            String name = thread.strings().get(fileName);
            if (name != null && !name.isEmpty()) return name;
        }
        int resource = thread.funcs().resource(func);
        if (resource >= 0 && resource < thread.resources().size()) {
            String name = thread.strings().get(thread.resources().name(resource));
            if (name != null && !name.isEmpty()) return name;
        }
        return format == ProfileFormat.JFR ? javaSourcePath(thread.funcName(func)) : "";
    }

    /** {@code com.x.Foo$Bar.run} → {@code com/x/Foo.java}; "" for a name without a class. */
    static String javaSourcePath(String methodName) {
        int dot = methodName.lastIndexOf('.');
        if (dot <= 0) return "";
        String className = methodName.substring(0, dot);
        int nested = className.indexOf('$');
        if (nested == 0) return "";
        if (nested > 0) className = className.substring(0, nested);
        return className.replace('.', '/') + ".java";
    }
}
