package dev.flint.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A thread's trace events (Chrome trace format), kept for the timeline: name, category, phase, start and
 * duration in microseconds of the trace clock (duration NaN when the event has none), and the few
 * {@code args.data} fields the integrator and the flame chart need (null when the event has none).
 * Events are in file order.
 */
public final class TraceEventTable {
    /** The subset of an event's {@code args.data} that later stages read. Absent numbers are -1. */
    public record EventData(String functionName, String url, int lineNumber, int columnNumber,
                            String scriptId, long sampleTraceId, String type) {}

    private int[] name = new int[0];
    private int[] category = new int[0];
    private byte[] phase = new byte[0];
    private double[] startMicros = new double[0];
    private double[] durationMicros = new double[0];
    private int[] dataIndex = new int[0];
    private final List<EventData> data = new ArrayList<>();
    private int size;

    public int add(int nameString, int categoryString, char eventPhase, double start, double duration,
                   EventData eventData) {
        if (size == name.length) {
            int capacity = Columns.grownCapacity(size);
            name = Columns.grow(name, capacity);
            category = Columns.grow(category, capacity);
            phase = Columns.grow(phase, capacity);
            startMicros = Columns.grow(startMicros, capacity);
            durationMicros = Columns.grow(durationMicros, capacity);
            dataIndex = Columns.grow(dataIndex, capacity);
        }
        name[size] = nameString;
        category[size] = categoryString;
        phase[size] = (byte) eventPhase;
        startMicros[size] = start;
        durationMicros[size] = duration;
        if (eventData == null) {
            dataIndex[size] = -1;
        } else {
            dataIndex[size] = data.size();
            data.add(eventData);
        }
        return size++;
    }

    public int size() { return size; }
    public int name(int event) { return name[event]; }
    public int category(int event) { return category[event]; }
    public char phase(int event) { return (char) phase[event]; }
    public double startMicros(int event) { return startMicros[event]; }
    public double durationMicros(int event) { return durationMicros[event]; }
    public EventData data(int event) { return dataIndex[event] < 0 ? null : data.get(dataIndex[event]); }

    /** Sets a duration found later (a B event closed by its E). */
    public void setDurationMicros(int event, double duration) {
        Columns.checkIndex(event, size, "event");
        durationMicros[event] = duration;
    }
}
