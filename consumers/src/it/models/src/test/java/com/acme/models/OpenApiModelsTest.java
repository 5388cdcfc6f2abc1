package com.acme.models;

import static com.acme.models.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.openapi.Category;
import com.acme.models.openapi.CategoryMarshaller;
import com.acme.models.openapi.Order;
import com.acme.models.openapi.OrderMarshaller;
import com.acme.models.openapi.Pet;
import com.acme.models.openapi.PetMarshaller;
import com.acme.models.openapi.Tag;
import com.acme.models.openapi.TagMarshaller;
import com.acme.models.openapi.User;
import com.acme.models.openapi.UserMarshaller;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** Beans as an OpenAPI client generator writes them: fluent setters, inner enums, lists that start null. */
class OpenApiModelsTest {

    @Test
    void pet() {
        Pet pet = new Pet().id(10L).name("doggie").category(new Category().id(1L).name("Dogs"))
                .addPhotoUrlsItem("https://example.com/1.png").addTagsItem(new Tag().id(5L).name("good"))
                .addTagsItem(new Tag()).status(Pet.StatusEnum.AVAILABLE);
        assertEquals(pet, roundTrip(PetMarshaller.INSTANCE, pet));

        Pet fresh = roundTrip(PetMarshaller.INSTANCE, new Pet());
        assertTrue(fresh.getPhotoUrls().isEmpty());
        assertNull(fresh.getTags());
        assertEquals(new Pet(), fresh);
    }

    @Test
    void order() {
        Order order = new Order().id(1L).petId(10L).quantity(2)
                .shipDate(OffsetDateTime.of(2024, 7, 1, 10, 15, 30, 500, ZoneOffset.ofHours(-7)))
                .status(Order.StatusEnum.APPROVED).complete(true);
        assertEquals(order, roundTrip(OrderMarshaller.INSTANCE, order));
        assertEquals(Boolean.FALSE, roundTrip(OrderMarshaller.INSTANCE, new Order()).getComplete());
        assertNull(roundTrip(OrderMarshaller.INSTANCE, new Order().complete(null)).getComplete());
    }

    @Test
    void userCategoryTag() {
        User user = new User().id(3L).username("ann").email("ann@example.com").userStatus(1)
                .putPreferencesItem("lang", "en").putPreferencesItem("tz", "UTC");
        assertEquals(user, roundTrip(UserMarshaller.INSTANCE, user));
        assertEquals(new User(), roundTrip(UserMarshaller.INSTANCE, new User()));
        assertEquals(new Category(), roundTrip(CategoryMarshaller.INSTANCE, new Category()));
        assertEquals(new Tag().name("x"), roundTrip(TagMarshaller.INSTANCE, new Tag().name("x")));
    }
}
