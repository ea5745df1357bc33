package dev.flint.model;

/** Which bag of code a resource is, as the Firefox Profiler classifies it. */
public enum ResourceKind {
    UNKNOWN, LIBRARY, ADDON, WEBHOST, OTHERHOST, URL
}
