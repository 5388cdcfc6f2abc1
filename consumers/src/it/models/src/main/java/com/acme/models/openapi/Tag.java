/*
 * Petstore API
 * The version of the OpenAPI document: 1.0.0
 *
 * NOTE: This class is auto generated from the OpenAPI description.
 * Do not edit the class manually.
 */
package com.acme.models.openapi;

import dev.marshalled.Marshalled;
import java.util.Objects;

/**
 * A tag for a pet
 */
@Marshalled
public class Tag {
  public static final String JSON_PROPERTY_ID = "id";
  private Long id;

  public static final String JSON_PROPERTY_NAME = "name";
  private String name;

  public Tag() {
  }

  public Tag id(Long id) {
    this.id = id;
    return this;
  }

  public Long getId() {
    return id;
  }

  public void setId(Long id) {
    this.id = id;
  }

  public Tag name(String name) {
    this.name = name;
    return this;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    Tag tag = (Tag) o;
    return Objects.equals(this.id, tag.id) &&
        Objects.equals(this.name, tag.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name);
  }

  @Override
  public String toString() {
    return "class Tag {\n    id: " + id + "\n    name: " + name + "\n}";
  }
}
