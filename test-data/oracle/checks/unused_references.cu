// A local reference never named is "declared but never referenced", as a
// scalar is: binding it runs nothing, whatever its type. Not when it binds
// a temporary that a constructor or a call makes, nor when a range-based
// for declares it; assigning through one is a use (no #550).
struct Plain { int v; };
struct Made { Made(); ~Made(); };
Plain plain;
Made made;
Made make();
int values[4];
int &pick();

void locals() {
    Plain &r1 = plain;
    Made &r2 = made;
    const Made &r3 = Made();
    const Made &r4 = make();
    auto &&r5 = make();
    int &r6 = pick();
    for (auto &x : values) {}
    int &&r7 = 3;
    const Plain &r8 = Plain{};
    int &r9 = values[1];
    r9 = 2;
    auto &r10 = values[0];
}

template <class T> void in_template(T t) { T &rt = t; }
void use() { in_template(1); }
