// A character that begins no token ('@', a backquote, a stray backslash)
// is "unrecognized token" where it is scanned: before what the grammar
// says at it, and also where error recovery skips over it. '$' is a
// letter of identifiers (GNU), and so are letters outside ASCII.
int x = 1 @ 2;
void f(int t, @) { }
int y = 3 $ 4;
int z = `;
int skipped = 1 2 @ 3;
int a = 1 \ 2;
int café = 4;
void g() {
    int b = 1 2 @ ` 3;
    int c = 2; @
}
#define UNUSED_MACRO @
#if 0
@
#endif
