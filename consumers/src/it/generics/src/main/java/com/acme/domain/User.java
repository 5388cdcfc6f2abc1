package com.acme.domain;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.HashSet;
import java.util.Set;

/** A user of the application. */
@Marshalled
public class User extends AbstractAuditingEntity<Long> implements Serializable {
    private static final long serialVersionUID = 1L;

    private Long id;
    private String login;
    private String email;
    private boolean activated = false;
    private String langKey;
    private Set<String> authorities = new HashSet<>();

    @Override
    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public String getLogin() {
        return login;
    }

    public void setLogin(String login) {
        this.login = login;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public boolean isActivated() {
        return activated;
    }

    public void setActivated(boolean activated) {
        this.activated = activated;
    }

    public String getLangKey() {
        return langKey;
    }

    public void setLangKey(String langKey) {
        this.langKey = langKey;
    }

    public Set<String> getAuthorities() {
        return authorities;
    }

    public void setAuthorities(Set<String> authorities) {
        this.authorities = authorities;
    }
}
