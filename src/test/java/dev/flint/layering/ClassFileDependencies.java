package dev.flint.layering;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which packages the compiled classes under a directory use, read from each class file's constant pool (no
 * library: the format is JVMS chapter 4.4). A class uses what its pool names as a class (CONSTANT_Class) and
 * the types in its descriptors and generic signatures (the {@code Lpkg/Type;} forms in its Utf8 entries);
 * a string literal that happens to look like a path ({@code "/dev/flint/ui/app/flint.css"}) is not a use.
 * What the compiler folded away (a constant's value) is not seen: the rules are about code that links.
 */
final class ClassFileDependencies {
    private static final Pattern TYPE_IN_DESCRIPTOR = Pattern.compile("L((?:[\\w$]+/)+)[\\w$]+[;<]");

    private ClassFileDependencies() {}

    /** Per package (dotted) of a class under {@code classesRoot}: the packages its classes use, itself left out. */
    static Map<String, Set<String>> of(Path classesRoot) {
        Map<String, Set<String>> uses = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classesRoot)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String relative = classesRoot.relativize(file).toString().replace('\\', '/');
                String pkg = packageOf(relative.substring(0, relative.length() - ".class".length()));
                Set<String> used = uses.computeIfAbsent(pkg, p -> new TreeSet<>());
                try (InputStream in = Files.newInputStream(file)) {
                    for (String target : usedPackages(in)) {
                        if (!target.equals(pkg)) used.add(target);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return uses;
    }

    /** The packages (dotted) one class file uses. */
    static Set<String> usedPackages(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) throw new IOException("not a class file");
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<Integer> classNames = new ArrayList<>();
        Set<Integer> literals = new HashSet<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7 -> classNames.add(in.readUnsignedShort());
                case 8 -> literals.add(in.readUnsignedShort());
                case 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> in.skipNBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 5, 6 -> {
                    in.skipNBytes(8);
                    i++; // a long or double takes two entries
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        Set<String> packages = new TreeSet<>();
        for (int index : classNames) {
            String name = utf8[index];
            if (name.startsWith("[")) addDescriptorTypes(name, packages);
            else if (name.indexOf('/') > 0) packages.add(packageOf(name));
        }
        for (int i = 1; i < count; i++) {
            if (utf8[i] != null && !literals.contains(i) && !classNames.contains(i)) addDescriptorTypes(utf8[i], packages);
        }
        return packages;
    }

    private static void addDescriptorTypes(String text, Set<String> packages) {
        Matcher type = TYPE_IN_DESCRIPTOR.matcher(text);
        while (type.find()) {
            String slashed = type.group(1);
            packages.add(slashed.substring(0, slashed.length() - 1).replace('/', '.'));
        }
    }

    /** {@code dev/flint/ui/app/MainWindow$1} → {@code dev.flint.ui.app}. */
    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash).replace('/', '.');
    }
}
