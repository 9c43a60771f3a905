// A syntax error in a part of a `for` header: EDG skips to the `;` that
// ends the part and parses the next parts (their names are judged); at
// the header's `)` it stops, and a part that ends in an error at that `)`
// still misses its `;`
void second_declaration(int n, int p) {
  for (int i = 0, int tile = 0; i < n; i += p, tile++) {
    int idx = tile;
  }
}
void init_missing_semicolon(int n) {
  for (int i = 0 j; i < n; u++) {}
}
void assignment_init(int n) {
  int i;
  for (i = 0 j; i < n; u++) {}
}
void condition_error(int n) {
  for (int i = 0; i < n j; u++) {}
}
void declarator_missing(int n) {
  for (int = 0; i < n; u++) {}
}
void step_error(int n) {
  for (int i = 0; i < n; i++ j) { w++; }
}
void only_init(int n) {
  for (int i = 0 j k) { w++; }
}
void empty_header() {
  for () { w++; }
}
void no_step(int n) {
  for (int i = 0; i < n) { w++; }
}
