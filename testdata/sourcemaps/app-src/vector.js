// A small 2-D vector class: the constructor and the methods are the names a
// profile of the minified bundle must show again once the map applies.
export class Vec2 {
    constructor(x, y) {
        this.x = x;
        this.y = y;
    }

    addScaled(other, factor) {
        this.x += other.x * factor;
        this.y += other.y * factor;
        return this;
    }
}
