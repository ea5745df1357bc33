package dev.flint.importer.perfetto;

import java.io.IOException;

/**
 * A ProcessTree packet (ps/process_tree.proto, Linux and Android traces): thread names with their process
 * (tgid), and each process's command line, whose first word names it.
 */
final class ProcessTree {
    private ProcessTree() {}

    static void read(ProtoReader in, TrackTable.Names names, CallstackSamples samples)
            throws IOException, WireException {
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> {
                    int old = Wire.enter(in, tag, "ProcessTree.processes");
                    long pid = -1;
                    String command = null;
                    for (int t; (t = in.readTag()) != 0; ) {
                        switch (Wire.field(t)) {
                            case 1 -> pid = (int) Wire.varint(in, t, "Process.pid");
                            case 3 -> {
                                String word = Wire.string(in, t, "Process.cmdline");
                                if (command == null) command = word;
                            }
                            default -> in.skipField(t);
                        }
                    }
                    Wire.leave(in, old);
                    if (pid >= 0 && command != null && !command.isEmpty()) {
                        int slash = command.lastIndexOf('/');
                        names.process(pid, slash >= 0 && slash < command.length() - 1 ? command.substring(slash + 1) : command);
                    }
                }
                case 2 -> {
                    int old = Wire.enter(in, tag, "ProcessTree.threads");
                    long tid = -1, tgid = -1;
                    String name = null;
                    for (int t; (t = in.readTag()) != 0; ) {
                        switch (Wire.field(t)) {
                            case 1 -> tid = (int) Wire.varint(in, t, "Thread.tid");
                            case 3 -> tgid = (int) Wire.varint(in, t, "Thread.tgid");
                            case 2 -> name = Wire.string(in, t, "Thread.name");
                            default -> in.skipField(t);
                        }
                    }
                    Wire.leave(in, old);
                    if (tid >= 0 && tgid >= 0) {
                        samples.processOf(tid, tgid);
                        if (name != null) names.thread(tgid, tid, name);
                    }
                }
                default -> in.skipField(tag);
            }
        }
    }
}
