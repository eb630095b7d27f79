# Installs oshi the way Linux programs are installed (issue 38): `make install` with
# PREFIX (default /usr/local) and DESTDIR, and `make uninstall`, which removes exactly
# what `make install` put. Both build in release mode first when needed.
#
#   oshi                    PREFIX/bin
#   oshi-cli, oshi-card,    PREFIX/libexec/oshi (oshi finds them there, as git finds
#   oshi-notify-send        its helpers); oshi-notify-send is a link to oshi-card, which
#                           sends the notifications too
#   completions             PREFIX/share/{bash-completion/completions,zsh/site-functions,
#                           fish/vendor_completions.d}, made by the built oshi
#   user units              PREFIX/lib/systemd/user: oshi-refresh and oshi-notify, each a
#                           .service and a .timer (systemctl --user enable --now …); for a
#                           PREFIX under $HOME, $XDG_DATA_HOME/systemd/user (by default
#                           ~/.local/share/systemd/user), where systemd --user looks
#   manual pages            PREFIX/share/man/man1: oshi(1) and oshi-COMMAND(1), made by
#                           swift-argument-parser's generate-manual (scripts/man-pages.py),
#                           and in Japanese in PREFIX/share/man/ja/man1
#   oshi-url.desktop        PREFIX/share/applications: oshi open handles oshi:// links
#                           (x-scheme-handler/oshi), for xdg-open and gio open
#   README, CHANGELOG,      PREFIX/share/doc/oshi, with docs/ (README's pages and
#   LICENSE, BENCHMARKS     pictures) beside README, so that its links work there too
#
# `make deb` builds the Debian package from the same tree (dist/debian/build.sh), and
# `make dist` the release archive with its install.sh (dist/archive/build.sh). Both are
# named after the version at the top of CHANGELOG.md, which `oshi --version` prints.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BUILD := .build/release
MAN := .build/man/man1
MAN_JA := .build/man/ja/man1

# The one version, and its day: the top entry of CHANGELOG.md (a test holds it to
# `oshi --version`).
VERSION := $(shell sed -n 's/^\#\# \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
RELEASED := $(shell sed -n 's/^\#\# \[[0-9][0-9.]*\] - \([0-9-]*\).*/\1/p' CHANGELOG.md | head -n 1)

bindir := $(PREFIX)/bin
libexecdir := $(PREFIX)/libexec/oshi
datadir := $(PREFIX)/share
# systemd --user reads units from PREFIX/lib/systemd/user only for /usr and /usr/local;
# in a home it reads $XDG_DATA_HOME/systemd/user, so a home install (PREFIX is $HOME or
# under it) puts them there. XDG_DATA_HOME counts only when it is an absolute path.
home := $(patsubst %/,%,$(HOME))
xdg_data_home := $(if $(filter /%,$(XDG_DATA_HOME)),$(patsubst %/,%,$(XDG_DATA_HOME)),$(home)/.local/share)
in_home := $(if $(home),$(filter $(home) $(home)/%,$(patsubst %/,%,$(PREFIX))))
unitdir := $(if $(in_home),$(xdg_data_home)/systemd/user,$(PREFIX)/lib/systemd/user)
docdir := $(datadir)/doc/oshi
mandir := $(datadir)/man/man1
# The Japanese pages, which man shows under LANG=ja_JP.UTF-8.
mandir_ja := $(datadir)/man/ja/man1
bashcompdir := $(datadir)/bash-completion/completions
# Debian's zsh looks in vendor-completions, not site-functions (make deb sets it).
zshcompdir := $(datadir)/zsh/site-functions
fishcompdir := $(datadir)/fish/vendor_completions.d
applicationsdir := $(datadir)/applications

HELPERS := oshi-cli oshi-card
UNITS := oshi-refresh.service oshi-refresh.timer oshi-notify.service oshi-notify.timer
DOCS := README.md README.ja.md CHANGELOG.md LICENSE BENCHMARKS.md
# README's pages and pictures, in docs/ beside it, so that its links work installed too.
DOCPAGES := $(sort $(wildcard docs/*.md) $(wildcard docs/*.png))
DOCCARDS := $(sort $(wildcard docs/cards/*.png))

# Every file install puts, which uninstall removes.
INSTALLED := \
	$(bindir)/oshi \
	$(addprefix $(libexecdir)/,$(HELPERS) oshi-notify-send) \
	$(bashcompdir)/oshi \
	$(zshcompdir)/_oshi \
	$(fishcompdir)/oshi.fish \
	$(applicationsdir)/oshi-url.desktop \
	$(addprefix $(unitdir)/,$(UNITS)) \
	$(addprefix $(docdir)/,$(DOCS) $(DOCPAGES) $(DOCCARDS))

.PHONY: all build man install uninstall deb dist

all: build

# swift build is incremental: it does nothing when the release binaries are current.
# oshi-cli is linked with ICU's data cut to English and Japanese (scripts/icu-data.py,
# docs/perf-history.md#icu-data), made once from the toolchain's own. Every release build
# here names it, so that none links oshi-cli again with ICU's whole data.
ICU_DATA := .build/icu/icudata.inc
RELEASE_BUILD := OSHI_ICU_DATA="$(CURDIR)/$(ICU_DATA)" $(SWIFT) build -c release

build: $(ICU_DATA)
	$(RELEASE_BUILD)

$(ICU_DATA): scripts/icu-data.py
	python3 scripts/icu-data.py "$(dir $@)"

# The manual pages of the built oshi-cli, dated by the version's day, not today's.
man: build
	$(RELEASE_BUILD) --product generate-manual
	rm -rf "$(MAN)" "$(MAN_JA)"
	python3 scripts/man-pages.py "$(BUILD)/generate-manual" "$(BUILD)/oshi-cli" "$(MAN)" \
		"$(RELEASED)" "$(VERSION)"
	python3 scripts/man-pages.py "$(BUILD)/generate-manual" "$(BUILD)/oshi-cli" "$(MAN_JA)" \
		"$(RELEASED)" "$(VERSION)" ja

install: build man
	install -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(libexecdir)" "$(DESTDIR)$(unitdir)" \
		"$(DESTDIR)$(docdir)" "$(DESTDIR)$(mandir)" "$(DESTDIR)$(mandir_ja)" \
		"$(DESTDIR)$(bashcompdir)" \
		"$(DESTDIR)$(zshcompdir)" "$(DESTDIR)$(fishcompdir)" "$(DESTDIR)$(applicationsdir)"
	install -m 755 "$(BUILD)/oshi" "$(DESTDIR)$(bindir)/oshi"
	for helper in $(HELPERS); do \
		install -m 755 "$(BUILD)/$$helper" "$(DESTDIR)$(libexecdir)/$$helper" || exit 1; \
	done
	ln -sfn oshi-card "$(DESTDIR)$(libexecdir)/oshi-notify-send"
	"$(BUILD)/oshi" --generate-completion-script bash > "$(DESTDIR)$(bashcompdir)/oshi"
	"$(BUILD)/oshi" --generate-completion-script zsh > "$(DESTDIR)$(zshcompdir)/_oshi"
	"$(BUILD)/oshi" --generate-completion-script fish > "$(DESTDIR)$(fishcompdir)/oshi.fish"
	install -m 644 dist/desktop/oshi-url.desktop "$(DESTDIR)$(applicationsdir)"
	install -m 644 "$(MAN)"/*.1 "$(DESTDIR)$(mandir)"
	install -m 644 "$(MAN_JA)"/*.1 "$(DESTDIR)$(mandir_ja)"
	for unit in $(UNITS); do \
		sed 's|@BINDIR@|$(bindir)|g' "dist/systemd/$$unit" > "$(DESTDIR)$(unitdir)/$$unit" \
			&& chmod 644 "$(DESTDIR)$(unitdir)/$$unit" || exit 1; \
	done
	install -m 644 $(DOCS) "$(DESTDIR)$(docdir)"
	install -d "$(DESTDIR)$(docdir)/docs/cards"
	install -m 644 $(DOCPAGES) "$(DESTDIR)$(docdir)/docs"
	install -m 644 $(DOCCARDS) "$(DESTDIR)$(docdir)/docs/cards"

# The pages are oshi.1 and one oshi-COMMAND.1 per command, whatever the commands are.
uninstall:
	rm -f $(addprefix "$(DESTDIR),$(addsuffix ",$(INSTALLED)))
	rm -f "$(DESTDIR)$(mandir)/oshi.1" "$(DESTDIR)$(mandir)"/oshi-*.1
	rm -f "$(DESTDIR)$(mandir_ja)/oshi.1" "$(DESTDIR)$(mandir_ja)"/oshi-*.1
	-rmdir "$(DESTDIR)$(libexecdir)" "$(DESTDIR)$(docdir)/docs/cards" "$(DESTDIR)$(docdir)/docs" \
		"$(DESTDIR)$(docdir)" 2>/dev/null

deb: build man
	bash dist/debian/build.sh "$(VERSION)"

dist: build man
	bash dist/archive/build.sh "$(VERSION)"
