// A function body that is never closed: the error is at the end of input
// and everything before it is in the tree.
int done() { return 0; }
void f() {
    if (done()) {
        int x = 1;
