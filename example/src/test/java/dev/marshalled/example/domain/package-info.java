/**
 * Models written as real projects write them (private fields, base classes in other packages,
 * constructors of any access, foreign types), with only {@code @Marshalled} added; money
 * travels through one converter declared here for the whole package.
 */
@ConvertWith(MoneyConverter.class)
package dev.marshalled.example.domain;

import dev.marshalled.ConvertWith;
