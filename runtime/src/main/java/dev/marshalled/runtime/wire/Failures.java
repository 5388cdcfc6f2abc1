package dev.marshalled.runtime.wire;

/** The wording of counts of bytes in the wire package's messages: "1 byte", "2 bytes remain". */
final class Failures {
    private Failures() {
    }

    static String bytes(long n) {
        return n + (n == 1 ? " byte" : " bytes");
    }

    static String remain(long n) {
        return n + (n == 1 ? " remains" : " remain");
    }
}
