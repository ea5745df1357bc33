package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SymbolFilesTest {
    @TempDir
    Path dir;

    Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    static final String BREAKPAD = """
            MODULE Linux x86_64 44E4EC8C2F41492B9369D6B9A059577C2 libexample.so
            INFO CODE_ID 8CECE4444F2F2B499369D6B9A059577CB9D2E4D6
            FILE 0 src/example.cpp
            FILE 1 src/helpers.h
            INLINE_ORIGIN 0 helper()
            INLINE_ORIGIN 1 innerHelper()
            FUNC m 1000 40 0 main
            1000 10 10 0
            1010 20 12 0
            1030 10 14 0
            INLINE 0 12 0 0 1010 20
            INLINE 1 30 1 1 1018 8
            PUBLIC 1000 0 main_public_alias
            PUBLIC 2000 0 exported_entry
            FUNC 1800 10 0 Foo::bar(int, char const*)
            STACK CFI INIT 1000 40 .cfa: $rsp 8 + .ra: .cfa -8 + ^
            """;

    @Test
    void readsBreakpadModuleFunctionsAndPublics() throws Exception {
        SymbolTable table = SymbolFiles.read(write("libexample.so.sym", BREAKPAD));
        assertEquals("breakpad libexample.so 44E4EC8C2F41492B9369D6B9A059577C2",
                table.format() + " " + table.moduleName() + " " + table.moduleId());
        // The PUBLIC at main's address loses to the FUNC; symbols are sorted by address.
        assertEquals(3, table.size());
        assertEquals("main Foo::bar(int, char const*) exported_entry",
                table.name(0) + " " + table.name(1) + " " + table.name(2));
    }

    @Test
    void anAddressBelongsToTheHighestStartAtOrBelowIt() throws Exception {
        SymbolTable table = SymbolFiles.read(write("libexample.so.sym", BREAKPAD));
        assertEquals(-1, table.symbolAt(0xfff));
        assertEquals("main", table.name(table.symbolAt(0x1000)));
        assertEquals("main", table.name(table.symbolAt(0x17ff)));
        assertEquals("Foo::bar(int, char const*)", table.name(table.symbolAt(0x1800)));
        assertEquals("exported_entry", table.name(table.symbolAt(0xffffff)));
    }

    @Test
    void inlinedFunctionsBecomeLevelsWithCallSiteLines() throws Exception {
        SymbolTable table = SymbolFiles.read(write("libexample.so.sym", BREAKPAD));
        assertEquals(List.of(new SymbolizedFrame("main", "src/example.cpp", 10)), table.resolve(0x1004));
        assertEquals(List.of(new SymbolizedFrame("main", "src/example.cpp", 12),
                new SymbolizedFrame("helper()", "src/example.cpp", 12)), table.resolve(0x1012));
        // Two levels deep: main calls helper at line 12 (file 0), helper calls innerHelper at line 30 (file 1).
        assertEquals(List.of(new SymbolizedFrame("main", "src/example.cpp", 12),
                new SymbolizedFrame("helper()", "src/helpers.h", 30),
                new SymbolizedFrame("innerHelper()", "src/example.cpp", 12)), table.resolve(0x101a));
    }

    @Test
    void readsNmOutputWithAndWithoutSizes() throws Exception {
        SymbolTable table = SymbolFiles.read(write("example.nm", """
                0000000000004010 B completed.0
                                 U printf@GLIBC_2.2.5
                0000000000001139 T main
                0000000000001149 0000000000000022 T doSomething(int)
                000000000000116b 000000000000000b t someInterlude()
                0000000000002000 R _IO_stdin_used
                0000000000001180 W std::vector<int, std::allocator<int> >::size() const
                """));
        assertEquals("nm example", table.format() + " " + table.moduleName());
        assertEquals(4, table.size());
        assertEquals("doSomething(int)", table.name(table.symbolAt(0x1150)));
        assertEquals("std::vector<int, std::allocator<int> >::size() const", table.name(table.symbolAt(0x1190)));
    }

    @Test
    void nmDynamicSymbolsLoseTheirElfVersion() throws Exception {
        SymbolTable table = SymbolFiles.read(write("libc.so.6.nm", """
                0000000000000000 A GLIBC_2.2.5
                00000000000f9ec0 0000000000000083 W __poll@@GLIBC_2.2.5
                0000000000088e90 0000000000000178 T pthread_cond_signal@GLIBC_2.2.5
                0000000000001000 0000000000000010 T odd@name@
                """));
        assertEquals("libc.so.6", table.moduleName());
        assertEquals("odd@name@ pthread_cond_signal __poll", table.name(0) + " " + table.name(1) + " " + table.name(2));
    }

    @Test
    void badLinesAreNamed() throws Exception {
        SymbolFileException e = assertThrows(SymbolFileException.class,
                () -> SymbolFiles.read(write("bad.sym", "MODULE Linux x86_64 ABC bad\nFUNC zz 1 0 f\n")));
        assertEquals(dir.resolve("bad.sym") + ": line 2: not a Breakpad record: FUNC zz 1 0 f", e.getMessage());
        e = assertThrows(SymbolFileException.class, () -> SymbolFiles.read(write("bad.nm", "hello world\n")));
        assertEquals(dir.resolve("bad.nm") + ": line 1: not an nm line (ADDRESS [SIZE] TYPE NAME): hello world",
                e.getMessage());
        e = assertThrows(SymbolFileException.class, () -> SymbolFiles.read(dir.resolve("missing.sym")));
        assertEquals(dir.resolve("missing.sym") + ": no such file", e.getMessage());
    }
}
