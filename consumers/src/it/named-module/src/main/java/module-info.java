module com.acme.trades {
    requires static dev.marshalled;      // the annotations are not needed at run time
    requires dev.marshalled.runtime;

    // Marshallers.discovered() finds the types with an id through this line (the processor
    // names it exactly when it is missing).
    provides dev.marshalled.runtime.MarshallerProvider
            with com.acme.trades.QuoteMarshaller.Provider, com.acme.trades.TradeMarshaller.Provider;
}
