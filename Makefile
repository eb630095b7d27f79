# Installs oshi the way Linux programs are installed (issue 38): `make install` with
# PREFIX (default /usr/local) and DESTDIR, and `make uninstall`, which removes exactly
# what `make install` put. Both build in release mode first when needed.
#
#   oshi                    PREFIX/bin
#   oshi-cli, oshi-card,    PREFIX/libexec/oshi (oshi finds them there, as git finds
#   oshi-notify-send        its helpers)
#   completions             PREFIX/share/{bash-completion/completions,zsh/site-functions,
#                           fish/vendor_completions.d}, made by the built oshi
#   user units              PREFIX/lib/systemd/user: oshi-refresh and oshi-notify, each a
#                           .service and a .timer (systemctl --user enable --now …)
#   README, CHANGELOG,      PREFIX/share/doc/oshi
#   LICENSE

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BUILD := .build/release

bindir := $(PREFIX)/bin
libexecdir := $(PREFIX)/libexec/oshi
datadir := $(PREFIX)/share
unitdir := $(PREFIX)/lib/systemd/user
docdir := $(datadir)/doc/oshi

HELPERS := oshi-cli oshi-card oshi-notify-send
UNITS := oshi-refresh.service oshi-refresh.timer oshi-notify.service oshi-notify.timer
DOCS := README.md CHANGELOG.md LICENSE

# Every file install puts, which uninstall removes.
INSTALLED := \
	$(bindir)/oshi \
	$(addprefix $(libexecdir)/,$(HELPERS)) \
	$(datadir)/bash-completion/completions/oshi \
	$(datadir)/zsh/site-functions/_oshi \
	$(datadir)/fish/vendor_completions.d/oshi.fish \
	$(addprefix $(unitdir)/,$(UNITS)) \
	$(addprefix $(docdir)/,$(DOCS))

.PHONY: all build install uninstall

all: build

# swift build is incremental: it does nothing when the release binaries are current.
build:
	$(SWIFT) build -c release

install: build
	install -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(libexecdir)" "$(DESTDIR)$(unitdir)" \
		"$(DESTDIR)$(docdir)" "$(DESTDIR)$(datadir)/bash-completion/completions" \
		"$(DESTDIR)$(datadir)/zsh/site-functions" \
		"$(DESTDIR)$(datadir)/fish/vendor_completions.d"
	install -m 755 "$(BUILD)/oshi" "$(DESTDIR)$(bindir)/oshi"
	for helper in $(HELPERS); do \
		install -m 755 "$(BUILD)/$$helper" "$(DESTDIR)$(libexecdir)/$$helper" || exit 1; \
	done
	"$(BUILD)/oshi" --generate-completion-script bash \
		> "$(DESTDIR)$(datadir)/bash-completion/completions/oshi"
	"$(BUILD)/oshi" --generate-completion-script zsh > "$(DESTDIR)$(datadir)/zsh/site-functions/_oshi"
	"$(BUILD)/oshi" --generate-completion-script fish \
		> "$(DESTDIR)$(datadir)/fish/vendor_completions.d/oshi.fish"
	for unit in $(UNITS); do \
		sed 's|@BINDIR@|$(bindir)|g' "dist/systemd/$$unit" > "$(DESTDIR)$(unitdir)/$$unit" \
			&& chmod 644 "$(DESTDIR)$(unitdir)/$$unit" || exit 1; \
	done
	install -m 644 $(DOCS) "$(DESTDIR)$(docdir)"

uninstall:
	rm -f $(addprefix "$(DESTDIR),$(addsuffix ",$(INSTALLED)))
	-rmdir "$(DESTDIR)$(libexecdir)" "$(DESTDIR)$(docdir)" 2>/dev/null
