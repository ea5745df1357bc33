#!/bin/sh
# The nm that make.sh gives --prof-process: libc's symbols only. The processor names C++ code from nm, and
# node's own table (46,000 symbols) would make each JSON 8 MB; libc's keeps CPP entries in the files.
for last; do :; done
case "$last" in */libc.so*) exec nm "$@" ;; esac
