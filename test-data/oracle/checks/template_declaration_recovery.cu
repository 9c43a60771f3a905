// After a syntax error in a template declaration, EDG skips to the next
// ';' outside the groups it opens, over a function body and over the '}'
// of an enclosing namespace, and says nothing where it restarts.
// `std::function` is not declared (no <functional>): the declaration is
// read as a variable template whose initializer is a list of expressions.
template <class T>
float measure(std::function<T(int)> work, int repeats) {
    float total = 0;
    for (int i = 0; i < repeats; ++i) {
        total += work(i);
    }
    int a1 = 1;
    int a2 = 2;
    int a3 = 3;
    int a4 = 4;
    int a5 = 5;
    int a6 = 6;
    int a7 = 7;
    int a8 = 8;
    int a9 = 9;
    int a10 = 10;
    int a11 = 11;
    int a12 = 12;
    int a13 = 13;
    int a14 = 14;
    int a15 = 15;
    int a16 = 16;
    int a17 = 17;
    int a18 = 18;
    int a19 = 19;
    int a20 = 20;
    int a21 = 21;
    int a22 = 22;
    return total;
}

int helper() { return 1; }
int skipped = not_reported;
int after = reported_again;

namespace lib {
template <class T>
double run(std::vector<T> items) { return items.size(); }
}
int lib_skipped = also_not_reported;
void after_the_namespace() {}
