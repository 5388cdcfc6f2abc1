/** Kotlin has no package annotations: a package-level @ConvertWith lives in a Java package-info.java. */
@ConvertWith(MoneyConverter.class)
package com.acme.billing;

import dev.marshalled.ConvertWith;
