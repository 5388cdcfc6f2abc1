/**
 * The {@code @Marshalled} annotation and its companions. Their retention is {@code CLASS}: a
 * module that only annotates its types may declare {@code requires static dev.marshalled;}.
 */
module dev.marshalled {
    exports dev.marshalled;
}
