/**
 * Billing records kept from the system before this one: their times are Joda-Time {@code DateTime}s
 * and their amounts the payment library's {@code CurrencyAmount}.
 */
@ConvertWith({JodaInstantConverter.class, CurrencyAmountConverter.class})
package com.acme.models.legacy;

import dev.marshalled.ConvertWith;
