package dev.flint.importer.otlp;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.LongColumn;
import dev.flint.model.ThreadBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The thread of each sample, from OpenTelemetry's semantic-convention attributes: {@code thread.id} and
 * {@code thread.name} on the sample (or its profile, or its resource), {@code process.pid} and
 * {@code service.name} / {@code process.executable.name} on the resource. async-profiler's converter writes the
 * thread as one name, {@code [NAME tid=N]}, as in its collapsed output; that is read as the name and tid. A
 * thread without an id gets the next free number in its process; a process without a pid is numbered by its
 * resource, from 1. All threads share one set of tables (the dictionary is the file's).
 */
final class OtlpThreads {
    private static final Pattern ASYNC_PROFILER_THREAD = Pattern.compile("\\[(?:(.*) )?tid=(\\d{1,18})]");

    private OtlpData data;
    private OtlpStrings strings;
    private final String file;
    /** The resources of the messages read before this one: a resource without a pid is numbered across them. */
    private int resourceBase;
    private final Map<String, ThreadBuilder> byKey = new HashMap<>();
    private final Map<Long, Long> syntheticTids = new HashMap<>();
    private final List<ThreadBuilder> threads = new ArrayList<>();
    /** The first thread, whose tables the others share. */
    private ThreadBuilder tables;

    OtlpThreads(OtlpData data, OtlpStrings strings, String file) {
        this.data = data;
        this.strings = strings;
        this.file = file;
    }

    /**
     * Goes on to the next message of a file of several (the OpenTelemetry Collector's file exporter writes one per
     * export): its own dictionary and resources, the same threads.
     */
    void nextMessage(OtlpData next, OtlpStrings nextStrings) {
        resourceBase += data.resourceAttributeStart.size();
        data = next;
        strings = nextStrings;
    }

    List<ThreadBuilder> all() {
        return threads;
    }

    /** What the attributes say about a sample's thread and process. */
    private static final class Identity {
        Long tid;
        String threadName;
        Long pid;
        String serviceName;
        String executable;
    }

    ThreadBuilder of(int profile, int sample, String where) throws ProfileFormatException {
        Identity identity = new Identity();
        int from = data.sampleAttributeStart.get(sample);
        int to = OtlpData.end(data.sampleAttributeStart, sample, data.sampleAttributes.size());
        fromTable(data.sampleAttributes, from, to, identity, where + ".attribute_indices");
        int profileFrom = data.profileAttributeStart.get(profile);
        int profileTo = OtlpData.end(data.profileAttributeStart, profile, data.profileAttributes.size());
        fromTable(data.profileAttributes, profileFrom, profileTo, identity, "profile[" + profile + "].attribute_indices");
        int resource = data.profileResource.get(profile);
        int resourceFrom = data.resourceAttributeStart.get(resource);
        int resourceTo = OtlpData.end(data.resourceAttributeStart, resource, data.resourceAttributes.size());
        for (int a = resourceFrom; a < resourceTo; a++) {
            apply(data.resourceAttributes, a, identity, "resource_profiles[" + resource + "].resource.attributes[" + (a - resourceFrom) + "]");
        }
        long pid = identity.pid != null ? identity.pid : resourceBase + resource + 1;
        String threadName = identity.threadName == null ? "" : identity.threadName;
        if (identity.tid == null) {
            Matcher named = ASYNC_PROFILER_THREAD.matcher(threadName);
            if (named.matches()) {
                identity.tid = Long.parseLong(named.group(2));
                threadName = named.group(1) == null ? "" : named.group(1);
            }
        }
        String key = pid + (identity.tid != null ? "#" + identity.tid : "\u0000" + threadName);
        ThreadBuilder thread = byKey.get(key);
        if (thread == null) {
            long tid = identity.tid != null ? identity.tid : nextSyntheticTid(pid);
            thread = tables == null ? (tables = new ThreadBuilder(pid, tid)) : tables.sharingTables(pid, tid);
            threads.add(thread);
            String processName = identity.serviceName != null ? identity.serviceName : identity.executable;
            thread.name(threadName).processName(processName == null ? "" : processName);
            byKey.put(key, thread);
        }
        return thread;
    }

    private long nextSyntheticTid(long pid) {
        long next = syntheticTids.getOrDefault(pid, 0L) + 1;
        syntheticTids.put(pid, next);
        return next;
    }

    private void fromTable(LongColumn indexes, int from, int to, Identity identity, String where) throws ProfileFormatException {
        for (int i = from; i < to; i++) {
            long index = indexes.get(i);
            if (index < 0 || index >= data.attributes.size()) {
                throw new ProfileFormatException(file, where + "[" + (i - from) + "]", "attribute index " + index
                        + " is outside the attribute table (" + data.attributes.size() + " attributes)");
            }
            apply(data.attributes, (int) index, identity, "dictionary.attribute_table[" + index + "]");
        }
    }

    /** Takes one attribute into the identity, unless an earlier (more specific) one set that part. */
    private void apply(OtlpAttributes attributes, int a, Identity identity, String where) throws ProfileFormatException {
        String key = attributes.key.get(a) != null ? attributes.key.get(a) : strings.get(attributes.keyIndex.get(a), where + ".key_strindex");
        switch (key) {
            case "thread.id" -> { if (identity.tid == null) identity.tid = integer(attributes, a, where); }
            case "thread.name" -> { if (identity.threadName == null) identity.threadName = text(attributes, a, where); }
            case "process.pid" -> { if (identity.pid == null) identity.pid = integer(attributes, a, where); }
            case "service.name" -> { if (identity.serviceName == null) identity.serviceName = text(attributes, a, where); }
            case "process.executable.name" -> { if (identity.executable == null) identity.executable = text(attributes, a, where); }
            default -> { }
        }
    }

    private String text(OtlpAttributes attributes, int a, String where) throws ProfileFormatException {
        if (attributes.isInt.get(a) != 0) return Long.toString(attributes.intValue.get(a));
        if (attributes.stringValue.get(a) != null) return attributes.stringValue.get(a);
        return strings.get(attributes.valueIndex.get(a), where + ".value.string_value_strindex");
    }

    /** An integer attribute, or one written as decimal text; null when it is neither. */
    private Long integer(OtlpAttributes attributes, int a, String where) throws ProfileFormatException {
        if (attributes.isInt.get(a) != 0) return attributes.intValue.get(a);
        String text = text(attributes, a, where);
        return text.matches("\\d{1,18}") ? Long.parseLong(text) : null;
    }
}
