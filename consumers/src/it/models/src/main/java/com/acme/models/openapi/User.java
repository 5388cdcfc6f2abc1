/*
 * Petstore API
 * The version of the OpenAPI document: 1.0.0
 *
 * NOTE: This class is auto generated from the OpenAPI description.
 * Do not edit the class manually.
 */
package com.acme.models.openapi;

import dev.marshalled.Marshalled;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A User who is purchasing from the pet store
 */
@Marshalled
public class User {
  public static final String JSON_PROPERTY_ID = "id";
  private Long id;

  public static final String JSON_PROPERTY_USERNAME = "username";
  private String username;

  public static final String JSON_PROPERTY_EMAIL = "email";
  private String email;

  public static final String JSON_PROPERTY_PHONE = "phone";
  private String phone;

  public static final String JSON_PROPERTY_USER_STATUS = "userStatus";
  private Integer userStatus;

  public static final String JSON_PROPERTY_PREFERENCES = "preferences";
  private Map<String, String> preferences = null;

  public User() {
  }

  public User id(Long id) {
    this.id = id;
    return this;
  }

  public Long getId() {
    return id;
  }

  public void setId(Long id) {
    this.id = id;
  }

  public User username(String username) {
    this.username = username;
    return this;
  }

  public String getUsername() {
    return username;
  }

  public void setUsername(String username) {
    this.username = username;
  }

  public User email(String email) {
    this.email = email;
    return this;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public User phone(String phone) {
    this.phone = phone;
    return this;
  }

  public String getPhone() {
    return phone;
  }

  public void setPhone(String phone) {
    this.phone = phone;
  }

  public User userStatus(Integer userStatus) {
    this.userStatus = userStatus;
    return this;
  }

  /**
   * User Status
   * @return userStatus
   */
  public Integer getUserStatus() {
    return userStatus;
  }

  public void setUserStatus(Integer userStatus) {
    this.userStatus = userStatus;
  }

  public User preferences(Map<String, String> preferences) {
    this.preferences = preferences;
    return this;
  }

  public User putPreferencesItem(String key, String preferencesItem) {
    if (this.preferences == null) {
      this.preferences = new HashMap<>();
    }
    this.preferences.put(key, preferencesItem);
    return this;
  }

  public Map<String, String> getPreferences() {
    return preferences;
  }

  public void setPreferences(Map<String, String> preferences) {
    this.preferences = preferences;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    User user = (User) o;
    return Objects.equals(this.id, user.id) &&
        Objects.equals(this.username, user.username) &&
        Objects.equals(this.email, user.email) &&
        Objects.equals(this.phone, user.phone) &&
        Objects.equals(this.userStatus, user.userStatus) &&
        Objects.equals(this.preferences, user.preferences);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, username, email, phone, userStatus, preferences);
  }

  @Override
  public String toString() {
    return "class User {\n    id: " + id + "\n    username: " + username + "\n    email: " + email
        + "\n    phone: " + phone + "\n    userStatus: " + userStatus + "\n    preferences: " + preferences + "\n}";
  }
}
