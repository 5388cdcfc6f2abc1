package com.acme.quotes;

import dev.marshalled.runtime.UnsafeBuffer;

/** Round-trips a quote and says whether the runtime copies a string's own bytes in this JVM. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Quote quote = new Quote("ACME", 101.0, 101.5);
        Quote copy = QuoteMarshaller.INSTANCE.fromByteArray(QuoteMarshaller.INSTANCE.toByteArray(quote));
        System.out.println(copy + ", backend " + UnsafeBuffer.backend() + ", copies string bytes: "
                + UnsafeBuffer.copiesStringBytes());
    }
}
